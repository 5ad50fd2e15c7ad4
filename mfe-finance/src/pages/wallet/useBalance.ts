import { isLoggedIn, realtimeEvents, refreshBalance, useSession } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';

export type BalanceState =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'ready'; balance: string; withdrawn: string }
  | { status: 'error' };

/**
 * The session's balance (the one every app shows), re-read through the shared `refreshBalance` on open, on
 * every balance.changed the shell receives (a recharge landing, a withdrawal refunded) and on every new
 * `refreshKey` (the page's own money moves: the push can be missed while the socket is still subscribing).
 * Until the first read answers it shows loading; a failed re-read keeps the figures it has. A guest is asked
 * to log in instead.
 */
export function useBalance(refreshKey = 0): BalanceState & { reload: () => void } {
  const user = useSession((state) => state.user);
  const [read, setRead] = useState<'loading' | 'done' | 'failed'>('loading');
  const reload = useCallback(() => {
    if (!isLoggedIn()) return;
    refreshBalance({ loading: false }).then(
      () => setRead('done'),
      () => setRead((previous) => (previous === 'done' ? previous : 'failed')),
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey is the page's reload trigger
  useEffect(reload, [reload, refreshKey]);
  useEffect(() => realtimeEvents.on('balanceChanged', reload), [reload]);

  if (!isLoggedIn()) return { status: 'guest', reload };
  if (read === 'failed') return { status: 'error', reload };
  if (read === 'loading' || !user) return { status: 'loading', reload };
  return {
    status: 'ready',
    balance: user.balance,
    withdrawn: user.total_withdraw,
    reload,
  };
}
