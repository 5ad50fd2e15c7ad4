import { Button, formatMoney, newIdempotencyKey, toast, useSession } from '@app/shared';
import { useEffect, useState } from 'react';
import { gamesApi } from '../../api/games';
import styles from './slots.module.css';

/**
 * Money left on game platforms (a closed tab never ran the automatic transfer-out): shown above the lobby
 * with one tap to bring all of it back (type out, amount 0, every platform).
 */
export function RecoverBar() {
  const [total, setTotal] = useState('0.00');
  const [busy, setBusy] = useState(false);
  // Visitors have no wallets (and asking would answer 401, which logs out).
  const loggedIn = useSession((state) => Boolean(state.token));

  useEffect(() => {
    if (!loggedIn) return;
    let alive = true;
    gamesApi.balance({ silent: true, loading: false }).then(
      (balance) => {
        if (alive) setTotal(balance.platform_total);
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [loggedIn]);

  if (Number(total) <= 0) return null;

  const recover = async () => {
    setBusy(true);
    try {
      const result = await gamesApi.transfer({ type: 'out', amount: 0 }, newIdempotencyKey('game-recover'));
      toast.success(`已转出 ${formatMoney(result.amount)} 元至主钱包`);
      setTotal('0.00');
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
