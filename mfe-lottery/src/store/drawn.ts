import { publicChannels, useRealtime } from '@app/shared';
import { type LotteryDrawn, REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { useEffect, useRef } from 'react';

const isDrawn = (data: unknown): data is LotteryDrawn =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as LotteryDrawn).lottery_id === 'number' &&
  typeof (data as LotteryDrawn).expect === 'string';

/**
 * Hears every draw as the server announces it, and says whether the socket is connected: while it is not
 * (signed out, reconnecting) callers poll instead, and they reload once when it connects, since draws
 * announced while it was down are lost.
 */
export function useLotteryDrawn(listener: (drawn: LotteryDrawn) => void): boolean {
  const connected = useRealtime((state) => state.status === 'connected');
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(
    () =>
      publicChannels.subscribe(REALTIME_CHANNELS.announcements, (event, data) => {
        if (event === REALTIME_EVENTS.lotteryDrawn && isDrawn(data)) latest.current(data);
      }),
    [],
  );
  return connected;
}

/**
 * Runs `reload` each time the realtime socket connects again after being down: the draws announced in
 * between were never heard, so the records they settled are read again.
 */
export function useReloadOnReconnect(connected: boolean, reload: () => void): void {
  const wasConnected = useRef(connected);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (connected && !wasConnected.current) latest.current();
    wasConnected.current = connected;
  }, [connected]);
}
