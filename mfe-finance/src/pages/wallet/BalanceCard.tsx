import { Button, Figure, formatMoney, Muted, Section } from '@app/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBalance } from './useBalance';

/**
 * The live balance (updates when money lands, and when `refreshKey` changes after the page moved money),
 * or a login prompt for a guest.
 */
export function BalanceCard({ footer, refreshKey }: { footer?: ReactNode; refreshKey?: number }) {
  const state = useBalance(refreshKey);
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
        {state.status === 'ready' ? `¥ ${formatMoney(state.balance)}` : state.status === 'error' ? '--' : '…'}
      </Figure>
      {footer ?? (
        <Muted>
          {state.status === 'ready' ? `累计提现 ¥ ${formatMoney(state.withdrawn)}` : '余额以实际到账为准'}
        </Muted>
      )}
    </Section>
  );
}
