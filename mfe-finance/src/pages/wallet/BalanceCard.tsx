import { Button, Figure, formatYuan, Muted, Section } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { useBalance } from './useBalance';

export function BalanceCard() {
  const state = useBalance();
  const navigate = useNavigate();
  if (state.status === 'guest') {
    return (
      <Section title="账户余额">
        <Muted>登录后查看余额与资金记录</Muted>
        <Button variant="primary" block onClick={() => navigate('/pages/login/login')}>
          去登录
        </Button>
      </Section>
    );
  }
  return (
    <Section title="账户余额">
      <Figure data-testid="finance-balance">
        {state.status === 'ready' ? `¥ ${formatYuan(state.balance)}` : state.status === 'error' ? '--' : '…'}
      </Figure>
      <Muted>
        {state.status === 'ready' ? `累计提现 ¥ ${formatYuan(state.withdrawn)}` : '余额以实际到账为准'}
      </Muted>
    </Section>
  );
}
