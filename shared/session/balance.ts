import type { RequestOptions } from '../api/client';
import { type BalanceInfo, userApi } from '../api/user';
import { readUser } from './money-figures';

let inFlight: Promise<BalanceInfo> | null = null;

/**
 * THE balance read of every app: the answer lands in the session (`useSession`'s user), which every screen
 * showing the balance reads, and callers asking while a read is on its way share it rather than send another
 * (the home page, 我的 and a finance page's card opening together ask once). The first caller's options
 * (silent, loading) are the read's.
 */
export function refreshBalance(opts?: RequestOptions): Promise<BalanceInfo> {
  inFlight ??= readUser(() => userApi.balance(opts)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
