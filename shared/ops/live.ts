// Operator channels other than the dashboard's: the console owns the socket (it is served by the server that
// runs it) and provides `watch`; a remote's ops page only asks to hear an event, so remotes need no socket
// client of their own.
import { useEffect, useRef, useState } from 'react';
import { create } from 'zustand';

/** Subscribes `onEvent` to `event` on a private operator `channel`; `onLive` reports the subscription state. */
export type OpsChannelWatch = (
  channel: string,
  event: string,
  onEvent: (data: unknown) => void,
  onLive: (live: boolean) => void,
) => () => void;

/** The console's socket, once it has started; null in a remote's tests and before sign-in. */
export const useOpsLive = create<{ watch: OpsChannelWatch | null }>(() => ({ watch: null }));

/**
 * Calls `onEvent` whenever `event` arrives on `channel`; answers whether the subscription is live (a page
 * shows its 刷新 fallback otherwise).
 */
export function useOpsChannel(channel: string, event: string, onEvent: (data: unknown) => void): boolean {
  const watch = useOpsLive((state) => state.watch);
  const [live, setLive] = useState(false);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!watch) return;
    const stop = watch(channel, event, (data) => latest.current(data), setLive);
    return () => {
      stop();
      setLive(false);
    };
  }, [watch, channel, event]);
  return live;
}
