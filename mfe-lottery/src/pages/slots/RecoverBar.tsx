import { Button, formatMoney, newIdempotencyKey, toast, useRequest, useSession } from '@app/shared';
import { useState } from 'react';
import { gamesApi } from '../../api/games';
import styles from './slots.module.css';

/**
 * Money left on game platforms (a closed tab never ran the automatic transfer-out): shown above the lobby
 * with one tap to bring all of it back (type out, amount 0, every platform).
 */
export function RecoverBar() {
  const [busy, setBusy] = useState(false);
  // Visitors have no wallets (and asking would answer 401, which logs out).
  const loggedIn = useSession((state) => Boolean(state.token));
  const left = useRequest(
    () =>
      loggedIn
        ? gamesApi.balance({ silent: true, loading: false }).then((balance) => balance.platform_total)
        : Promise.resolve('0.00'),
    `lottery:RecoverBar:platform-total-${loggedIn}`,
  );
  const total = left.status === 'ready' ? left.data : '0.00';

  if (Number(total) <= 0) return null;

  const recover = async () => {
    setBusy(true);
    try {
      const result = await gamesApi.transfer({ type: 'out', amount: 0 }, newIdempotencyKey('game-recover'));
      toast.success(`已转出 ${formatMoney(result.amount)} 元至主钱包`);
      left.patch(() => '0.00');
    } catch {
      // The client already toasted why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.recover} data-testid="recover-bar">
      <span>
        游戏平台余额 <strong>{total}</strong> 元
      </span>
      <Button variant="ghost" loading={busy} onClick={recover}>
        一键转回
      </Button>
    </div>
  );
}
