import { Button, formatYuan } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import styles from '../common/common.module.css';
import { Section } from '../common/SimplePage';
import { useBalance } from './useBalance';

export function BalanceCard() {
  const state = useBalance();
  const navigate = useNavigate();
  if (state.status === 'guest') {
    return (
      <Section title="账户余额">
        <p className={styles.muted}>登录后查看余额与资金记录</p>
        <Button variant="primary" block onClick={() => navigate('/pages/login/login')}>
          去登录
        </Button>
      </Section>
    );
  }
  return (
    <Section title="账户余额">
      <div className={styles.amount} data-testid="finance-balance">
        {state.status === 'ready' ? `¥ ${formatYuan(state.balance)}` : state.status === 'error' ? '--' : '…'}
      </div>
      <p className={styles.muted}>
        {state.status === 'ready' ? `累计提现 ¥ ${formatYuan(state.withdrawn)}` : '余额以实际到账为准'}
      </p>
    </Section>
  );
}
