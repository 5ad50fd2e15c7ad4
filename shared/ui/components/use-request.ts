import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import {
  patchRequest,
  type Requested,
  readRequest,
  requestSnapshot,
  subscribeRequest,
  userGeneration,
} from './request-cache';

export type { Requested } from './request-cache';

/**
 * THE way a screen loads what it shows. `key` names the data across every app (`app:screen:what`, e.g.
 * `social:PlanDetailPage:plan-12`; screens showing the same data name it alike, e.g. `lottery:ops:lotteries`):
 * screens showing one key share one read and one answer, an answer already read shows at once while it is
 * read again, and `invalidateRequests(prefix)` re-reads it after a change made elsewhere. The key's data is
 * read when the key changes (another id, another tab) and on `reload` (after a like, a cancel, a pull-down;
 * it resolves once the answer is in), which keeps the data on screen until the new answer is in; a failed
 * re-read keeps it too. A key never read shows `loading`, so a page never shows one id's data under another;
 * a sign-in or sign-out shows loading and reads every shown key again for the new session. Failures are
 * already toasted by the http client (or are silent on purpose); the page only shows its empty or error
 * state. `patch` rewrites the data shown (live odds pushed over a socket) without asking again; it does
 * nothing while loading or after a failure. With `keepPrevious`, a key still loading shows the last answer of
 * the key before it (a calendar stays on screen while the next month is read).
 */
export function useRequest<T>(
  load: () => Promise<T>,
  key: string,
  { keepPrevious = false } = {},
): Requested<T> & { reload: () => Promise<void>; patch: (update: (data: T) => T) => void } {
  const loadRef = useRef(load);
  loadRef.current = load;
  const subscribe = useCallback((listener: () => void) => subscribeRequest(key, listener), [key]);
  const current = useSyncExternalStore(subscribe, () => requestSnapshot(key)) as Requested<T>;
  // The last answer shown, and for which user: another user's answer is never kept.
  const lastReady = useRef<{ user: number; shown: Requested<T> } | null>(null);
  if (current.status === 'ready') lastReady.current = { user: userGeneration(), shown: current };
  const previous = lastReady.current?.user === userGeneration() ? lastReady.current.shown : null;
  const snapshot = keepPrevious && current.status === 'loading' && previous ? previous : current;

  useEffect(() => {
    readRequest(key, () => loadRef.current()).catch(() => {});
  }, [key]);
  const reload = useCallback(
    () =>
      readRequest(key, () => loadRef.current(), { fresh: true }).then(
        () => {},
        () => {},
      ),
    [key],
  );
  const patch = useCallback((update: (data: T) => T) => patchRequest(key, update), [key]);
  return { ...snapshot, reload, patch };
}
