import { expectAt } from '@app/shared/lottery';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OpenCodeInfo } from '../../api/lottery';
import { useLotteryDrawn } from '../../store/drawn';
import { useLotteryExpect } from '../../store/expect';

/** Without a socket: current expect refresh (silent); catches operator draws and clock drift. */
const EXPECT_REFRESH_MS = 5_000;
/** Without a socket: while an expect is closed but its open code has not arrived yet. */
const DRAW_POLL_MS = 2_000;

/** The expect before the one taking bets: its draw is the result players are waiting for. */
function previousExpect(intervalSeconds: number, openTime: string): string {
  return expectAt(intervalSeconds, Date.parse(openTime) - 1000).expect;
}

/**
 * Keeps the current expect and the latest open code of a lottery fresh (silent requests, no loading
 * overlay): the server's `lottery.drawn` brings each result (and, for an early operator draw, the next
 * expect) at once; only while the socket is down are both polled. When the countdown ends the next expect
 * is fetched. `onDrawn` hears about every newly arrived result.
 */
export function useExpectClock(lotteryId: number | null, onDrawn?: (openCode: OpenCodeInfo) => void) {
  const currentExpect = useLotteryExpect((state) => state.currentExpect);
  const latestOpenCode = useLotteryExpect((state) => state.latestOpenCode);
  const fetchCurrentExpect = useLotteryExpect((state) => state.fetchCurrentExpect);
  const fetchLatestOpenCode = useLotteryExpect((state) => state.fetchLatestOpenCode);
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  const connected = useLotteryDrawn((drawn) => {
    if (!lotteryId || drawn.lottery_id !== lotteryId) return;
    void fetchLatestOpenCode(lotteryId, true);
    void fetchCurrentExpect(lotteryId, true);
  });

  useEffect(() => {
    if (!lotteryId) return;
    void fetchCurrentExpect(lotteryId);
    void fetchLatestOpenCode(lotteryId);
    if (connected) return;
    const timer = setInterval(() => void fetchCurrentExpect(lotteryId, true), EXPECT_REFRESH_MS);
    return () => clearInterval(timer);
  }, [lotteryId, connected, fetchCurrentExpect, fetchLatestOpenCode]);

  const ours = currentExpect?.lottery_id === lotteryId ? currentExpect : null;
  const latest = latestOpenCode?.lottery_id === lotteryId ? latestOpenCode : null;
  const awaited = ours ? previousExpect(ours.interval_seconds, ours.open_time) : null;
  const awaiting = awaited !== null && (latest?.expect ?? '') < awaited ? awaited : null;

  const [announced, setAnnounced] = useState<string | null>(null);
  useEffect(() => {
    if (!lotteryId || !awaiting || connected) return;
    const timer = setInterval(() => void fetchLatestOpenCode(lotteryId, true), DRAW_POLL_MS);
    return () => clearInterval(timer);
  }, [lotteryId, awaiting, connected, fetchLatestOpenCode]);

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
    if (lotteryId) void fetchCurrentExpect(lotteryId);
  }, [lotteryId, fetchCurrentExpect]);

  return { currentExpect: ours, latestOpenCode: latest, awaiting, onClose };
}
