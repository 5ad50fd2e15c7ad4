import { Button, formatMoney, useSession } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { useSiteTitle } from '../../common/useSiteBrand';
import styles from '../home.module.css';

/** Logged in: the balance and 充值; anonymous: 登录 / 注册. */
export function BalanceStrip() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const siteTitle = useSiteTitle();
  if (!user) {
    return (
      <div className={styles.balanceStrip}>
        <div>
          <div className={styles.stripTitle}>欢迎来到{siteTitle}</div>
          <div className={styles.stripHint}>登录后查看余额与专属福利</div>
        </div>
        <div className={styles.stripActions}>
          <Button variant="ghost" onClick={() => navigate('/pages/login/register')}>
            注册
          </Button>
          <Button variant="primary" onClick={() => navigate('/pages/login/login')}>
            登录
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.balanceStrip}>
      <div>
        <div className={styles.stripHint}>{user.nickname || user.username}，账户余额(元)</div>
        <div className={styles.stripBalance} data-testid="home-balance">
          {formatMoney(user.balance)}
        </div>
      </div>
      <Button variant="primary" onClick={() => navigate('/financePages/recharge')}>
        充值
      </Button>
    </div>
  );
}
