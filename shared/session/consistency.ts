import { storage } from './storage';
import { clearSession, useSession } from './store';
import { normalizeUserInfo } from './userinfo';

/** SPEC 9 login check interval. */
export const CONSISTENCY_CHECK_MS = 30_000;

export type ConsistencyResult = 'ok' | 'restored' | 'resynced' | 'cleared';

/**
 * SPEC 4: compares stored and in-memory session. Different user ids clear everything; memory without a
 * session is restored from storage; storage missing what memory holds is re-synced from memory.
 */
export function checkSessionConsistency(): ConsistencyResult {
  const stored = storage.read();
  const { user, token, appInfo } = useSession.getState();
  const storedUser = stored?.userinfo ?? null;
  const storedToken = stored?.token ?? null;

  if (user && storedUser && user.id !== normalizeUserInfo(storedUser).id) {
    clearSession();
    return 'cleared';
  }
  if (!token && storedToken && storedUser) {
    useSession.setState({
      user: normalizeUserInfo(storedUser),
      token: storedToken,
      appInfo: stored?.appinfo ?? appInfo,
    });
    return 'restored';
  }
  if (token && user && (storedToken !== token || !storedUser)) {
    storage.write({ userinfo: user, token, appinfo: appInfo });
    return 'resynced';
  }
  return 'ok';
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Starts the 30 s check (once); returns the stop function. */
export function startConsistencyCheck(intervalMs = CONSISTENCY_CHECK_MS): () => void {
  if (timer === undefined) timer = setInterval(checkSessionConsistency, intervalMs);
  return stopConsistencyCheck;
}

export function stopConsistencyCheck(): void {
  clearInterval(timer);
  timer = undefined;
}
