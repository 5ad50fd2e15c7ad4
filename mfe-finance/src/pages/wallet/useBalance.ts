import { isLoggedIn, userApi } from '@app/shared';
import { useEffect, useState } from 'react';

export type BalanceState =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'ready'; balance: string; withdrawn: string }
  | { status: 'error' };

/** GET /v1/user/balance for a logged-in player; a guest is asked to log in instead. */
export function useBalance(): BalanceState {
  const [state, setState] = useState<BalanceState>(() =>
    isLoggedIn() ? { status: 'loading' } : { status: 'guest' },
  );
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    userApi.balance().then(
      (data) => live && setState({ status: 'ready', balance: data.balance, withdrawn: data.total_withdraw }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [state.status]);
  return state;
}
