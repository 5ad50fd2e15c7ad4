import { publicChannels, useRealtime } from '@app/shared';
import { REALTIME_CHANNELS } from '@app/shared/realtime-contract';
import { useEffect, useRef } from 'react';
import { applyLiveEvent } from './live';

/** How often live data is reloaded while the socket is not connected (the fallback). */
export const LIVE_REFRESH_MS = 10_000;

/**
 * Keeps live data current: `load` (which fills the live store) runs now, when `key` changes and whenever the
 * socket (re)connects, because events sent while it was down are lost; the socket's events then update the
 * store. While the socket is not connected (signed out, reconnecting) it polls every LIVE_REFRESH_MS instead.
 */
export function useLiveFeed(load: () => Promise<unknown>, key: string): void {
  const connected = useRealtime((state) => state.status === 'connected');
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, applyLiveEvent), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what the loader depends on.
  useEffect(() => {
    const run = () => loader.current().catch(() => undefined);
    void run();
    if (connected) return;
    const timer = setInterval(run, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [key, connected]);
}
