import { isLoggedIn, realtimeEvents, userApi } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';

export type BalanceState =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'ready'; balance: string; withdrawn: string; codingvolume: string }
  | { status: 'error' };

/**
 * GET /v1/user/balance for a logged-in player, kept live: every balance.changed the shell receives (a
 * recharge landing, a withdrawal refunded) refreshes it, and so does every new `refreshKey` (the page's
 * own money moves: the push can be missed while the socket is still subscribing). A guest is asked to
 * log in instead.
 */
export function useBalance(refreshKey = 0): BalanceState & { reload: () => void } {
  const [state, setState] = useState<BalanceState>(() =>
    isLoggedIn() ? { status: 'loading' } : { status: 'guest' },
  );
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and refreshKey are the reload triggers
  useEffect(() => {
    if (!isLoggedIn()) return;
    let live = true;
    userApi.balance({ loading: false }).then(
      (data) =>
        live &&
        setState({
          status: 'ready',
          balance: data.balance,
          withdrawn: data.total_withdraw,
          codingvolume: data.codingvolume,
        }),
      () => live && setState((previous) => (previous.status === 'ready' ? previous : { status: 'error' })),
    );
    return () => {
      live = false;
    };
  }, [version, refreshKey]);

  useEffect(() => realtimeEvents.on('balanceChanged', reload), [reload]);
  return { ...state, reload };
}
