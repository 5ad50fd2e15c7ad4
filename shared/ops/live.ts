// Operators' private channels for a remote's ops page: the console owns the socket client (it is served by the
// server that runs the socket) and provides `watch`, so remotes need no socket client of their own.
import { useEffect, useRef, useState } from 'react';
import { create } from 'zustand';

/** What an ops answer says about its live updates (GET /api/ops/liability's `live`). */
export interface OpsLive {
  app_key: string;
  channel: string;
  events: string[];
}

/** Subscribes to `live`'s events; `onLive` reports whether the subscription holds. Resolves to the stop. */
export type OpsChannelWatch = (
  live: OpsLive,
  onEvent: (event: string, data: unknown) => void,
  onLive: (connected: boolean) => void,
) => Promise<() => void>;

/** The console's socket client; null in a remote's tests, where pages fall back to their 刷新 button. */
export const useOpsLive = create<{ watch: OpsChannelWatch | null }>(() => ({ watch: null }));

/** Calls `onEvent` for each of `live`'s events as it arrives; answers whether the page is live. */
export function useOpsChannel(
  live: OpsLive | null,
  onEvent: (event: string, data: unknown) => void,
): boolean {
  const watch = useOpsLive((state) => state.watch);
  const [connected, setConnected] = useState(false);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const key = live ? JSON.stringify(live) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `live`, which is a fresh object on each load.
  useEffect(() => {
    if (!watch || !live) return;
    let stop: (() => void) | null = null;
    let ended = false;
    watch(live, (event, data) => latest.current(event, data), setConnected).then(
      (stopWatching) => {
        if (ended) stopWatching();
        else stop = stopWatching;
      },
      () => setConnected(false),
    );
    return () => {
      ended = true;
      stop?.();
      setConnected(false);
    };
  }, [watch, key]);
  return connected;
}
