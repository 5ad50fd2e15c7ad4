import type { BalanceTrend } from '@app/shared';
import { Button, formatMoney, type UserInfo, type VipLevelInfo } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import styles from '../mine.module.css';

const TREND_MARK: Record<BalanceTrend, string> = { up: '▲', down: '▼', stable: '' };

interface MineHeaderProps {
  user: UserInfo;
  vip: VipLevelInfo | null;
  trend: BalanceTrend;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Avatar, name, VIP badge and the balance card with its refresh button. */
export function MineHeader({ user, vip, trend, refreshing, onRefresh }: MineHeaderProps) {
  const navigate = useNavigate();
  const displayName = user.nickname || user.username;
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {user.avatar ? (
          <img className={styles.avatar} src={user.avatar} alt="" />
        ) : (
          <div className={styles.avatar}>{displayName.slice(0, 1).toUpperCase()}</div>
        )}
        <div className={styles.names}>
          <div className={styles.username} data-testid="mine-username">
            {user.username}
          </div>
          <div className={styles.badges}>
            <button type="button" className={styles.vipBadge} onClick={() => navigate('/minePages/vip')}>
              VIP{vip?.vip_level ?? user.vip_level}
              {vip?.name ? ` · ${vip.name}` : ''}
            </button>
            {user.is_agent ? <span className={styles.agentBadge}>代理</span> : null}
          </div>
        </div>
      </div>
      <div className={styles.balanceCard}>
        <div className={styles.balanceLabel}>
          账户余额(元)
          <button
            type="button"
            className={refreshing ? styles.refreshSpinning : styles.refresh}
            onClick={onRefresh}
            disabled={refreshing}
            aria-label="刷新余额"
            data-testid="mine-balance-refresh"
          >
            ↻
          </button>
        </div>
        <div className={styles.balanceRow}>
          <div className={styles.balance} data-testid="mine-balance">
            {formatMoney(user.balance)}
          </div>
          {TREND_MARK[trend] ? (
            <span className={styles.trend} data-testid="mine-balance-trend">
              {TREND_MARK[trend]}
            </span>
          ) : null}
        </div>
        <div className={styles.balanceActions}>
          <Button variant="primary" onClick={() => navigate('/financePages/recharge')}>
            充值
          </Button>
          <Button variant="ghost" onClick={() => navigate('/financePages/withdrawal')}>
            提现
          </Button>
        </div>
      </div>
    </header>
  );
}
