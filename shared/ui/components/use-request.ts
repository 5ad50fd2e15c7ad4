import { useCallback, useEffect, useState } from 'react';

export type Requested<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

type Settled<T> = { key: string; state: Requested<T> };

/**
 * THE way a page loads what it shows: runs `load` when `key` changes (another id, another tab) and again on
 * `reload` (after a like, a cancel, a pull-down). A new key shows `loading` until its answer arrives, so a
 * page never shows one id's data under another; a reload keeps the data on screen until the new one is in.
 * An answer for a key no longer shown is dropped. Failures are already toasted by the http client (or are
 * silent on purpose); the page only shows its empty or error state. `patch` rewrites the data shown (live odds
 * pushed over a socket) without asking again; it does nothing while loading or after a failure.
 */
export function useRequest<T>(
  load: () => Promise<T>,
  key: string,
): Requested<T> & { reload: () => void; patch: (update: (data: T) => T) => void } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key identifies the request, not the closure.
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setSettled({ key, state: { status: 'ready', data } }),
      () => live && setSettled({ key, state: { status: 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const patch = useCallback(
    (update: (data: T) => T) =>
      setSettled((current) =>
        current?.state.status === 'ready'
          ? { key: current.key, state: { status: 'ready', data: update(current.state.data) } }
          : current,
      ),
    [],
  );
  const state: Requested<T> = settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, reload, patch };
}
