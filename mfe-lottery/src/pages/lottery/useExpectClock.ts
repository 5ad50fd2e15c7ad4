import { useRequest } from '@app/shared';
import { expectAt } from '@app/shared/lottery';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CurrentExpect, lotteryApi, type OpenCodeInfo } from '../../api/lottery';
import { useLotteryDrawn, useReloadOnReconnect } from '../../store/drawn';
import { LOTTERY_FAILURES, silent, toastOnFailure } from '../../store/failures';

/** Without a socket: current expect refresh (silent); catches operator draws and clock drift. */
const EXPECT_REFRESH_MS = 5_000;
/** Without a socket: while an expect is closed but its open code has not arrived yet. */
const DRAW_POLL_MS = 2_000;

/** The expect before the one taking bets: its draw is the result players are waiting for. */
function previousExpect(intervalSeconds: number, openTime: string): string {
  return expectAt(intervalSeconds, Date.parse(openTime) - 1000).expect;
}

/** The current expect with its close translated to this device's clock (server_time gives the offset). */
export interface ExpectClock extends CurrentExpect {
  closesAt: number;
}

/**
 * Reads one of the clock's two answers. A failure while nothing is shown yet toasts its SPEC 8 text; a failed
 * refresh of what is shown (a poll, a draw heard) waits quietly for the next one.
 */
function readQuietlyOnceShown<T>(read: () => Promise<T>, shown: boolean, failure: string): Promise<T> {
  return shown ? read() : toastOnFailure(read, failure);
}

/**
 * Keeps the current expect and the latest open code of a lottery fresh (silent requests, no loading
 * overlay): the server's `lottery.drawn` brings each result (and, for an early operator draw, the next
 * expect) at once; only while the socket is down are both polled. When the countdown ends the next expect
 * is fetched. `onDrawn` hears about every newly arrived result. The game and detail pages share both answers.
 */
export function useExpectClock(lotteryId: number | null, onDrawn?: (openCode: OpenCodeInfo) => void) {
  const expectShown = useRef(false);
  const drawShown = useRef(false);
  const expectRequest = useRequest<ExpectClock | null>(
    () =>
      lotteryId
        ? readQuietlyOnceShown(
            async () => {
              const current = await lotteryApi.currentExpect(lotteryId, silent);
              const offset = Date.parse(current.server_time) - Date.now();
              return { ...current, closesAt: Date.parse(current.close_time) - offset };
            },
            expectShown.current,
            LOTTERY_FAILURES.expect,
          )
        : Promise.resolve(null),
    `lottery:expect:${lotteryId}`,
  );
  const drawRequest = useRequest<OpenCodeInfo | null>(
    () =>
      lotteryId
        ? readQuietlyOnceShown(
            () => lotteryApi.latestOpenCode(lotteryId, silent),
            drawShown.current,
            LOTTERY_FAILURES.openCode,
          )
        : Promise.resolve(null),
    `lottery:open-code:${lotteryId}`,
  );
  const ours = expectRequest.status === 'ready' ? expectRequest.data : null;
  const latest = drawRequest.status === 'ready' ? drawRequest.data : null;
  expectShown.current = ours !== null;
  drawShown.current = latest !== null;
  const { reload: reloadExpect } = expectRequest;
  const { reload: reloadDraw } = drawRequest;
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  const readBoth = useCallback(() => {
    void reloadDraw();
    void reloadExpect();
  }, [reloadDraw, reloadExpect]);
  const connected = useLotteryDrawn((drawn) => {
    if (lotteryId && drawn.lottery_id === lotteryId) readBoth();
  });
  // A draw announced while the socket was down was never heard: read both again once it is back.
  useReloadOnReconnect(connected, readBoth);

  useEffect(() => {
    if (!lotteryId || connected) return;
    const timer = setInterval(() => void reloadExpect(), EXPECT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [lotteryId, connected, reloadExpect]);

  const awaited = ours ? previousExpect(ours.interval_seconds, ours.open_time) : null;
  const awaiting = awaited !== null && (latest?.expect ?? '') < awaited ? awaited : null;

  const [announced, setAnnounced] = useState<string | null>(null);
  useEffect(() => {
    if (!lotteryId || !awaiting || connected) return;
    const timer = setInterval(() => void reloadDraw(), DRAW_POLL_MS);
    return () => clearInterval(timer);
  }, [lotteryId, awaiting, connected, reloadDraw]);

  // Announce each newly arrived draw once (not the one already shown when the page opened).
  const firstSeen = useRef<string | null>(null);
  useEffect(() => {
    if (!latest?.open_code) return;
    if (firstSeen.current === null) {
      firstSeen.current = latest.expect;
      return;
    }
    if (latest.expect !== firstSeen.current && latest.expect !== announced) {
      setAnnounced(latest.expect);
      onDrawnRef.current?.(latest);
    }
  }, [latest, announced]);

  const onClose = useCallback(() => {
    if (lotteryId) void reloadExpect();
  }, [lotteryId, reloadExpect]);

  return { currentExpect: ours, latestOpenCode: latest, awaiting, onClose };
}
