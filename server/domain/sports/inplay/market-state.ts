import { REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { liveMarkets, matches } from '../../../db/schema';
import { MATCH_STATUS } from '../codes';
import { announceLive, type LiveEvent } from '../live-events';
import { OrderRejected } from '../submit';

/** How long the simulator keeps a match's markets suspended after a dangerous moment. */
export const SUSPENSION_PAUSE_MS = 30_000;
export const OPS_REASON = '运营暂停';

type MarketRow = typeof liveMarkets.$inferSelect;

export interface MarketState {
  open: boolean;
  reason: string | null;
}

/** Open unless an operator holds it or the simulator's pause has not run out yet. */
export function stateOf(row: MarketRow | undefined, now: Date): MarketState {
  if (!row) return { open: true, reason: null };
  if (row.opsSuspended) return { open: false, reason: row.reason ?? OPS_REASON };
  if (row.suspendedUntil && row.suspendedUntil.getTime() > now.getTime()) {
    return { open: false, reason: row.reason };
  }
  return { open: true, reason: null };
}

export async function marketStates(
  db: Queryable,
  matchIds: number[],
  now: Date,
): Promise<Map<number, MarketState>> {
  const rows =
    matchIds.length === 0
      ? []
      : await db.select().from(liveMarkets).where(inArray(liveMarkets.matchId, matchIds));
  return new Map(
    matchIds.map((id) => [
      id,
      stateOf(
        rows.find((row) => row.matchId === id),
        now,
      ),
    ]),
  );
}

/** 滚球盘口: the market state of every live match, or of the one asked for when it is live. */
export async function liveMarketStates(db: Queryable, matchId: number | undefined, now: Date) {
  const live = await db
    .select({ id: matches.id })
    .from(matches)
    .where(inArray(matches.status, [MATCH_STATUS.live]));
  const ids = live.map((row) => row.id).filter((id) => !matchId || id === matchId);
  const states = await marketStates(db, ids, now);
  return ids.map((id) => ({ matchId: id, ...(states.get(id) ?? { open: true, reason: null }) }));
}

export const marketStatus = (matchId: number, state: MarketState): LiveEvent => ({
  event: REALTIME_EVENTS.marketStatus,
  data: { match_id: matchId, open: state.open, reason: state.reason },
});

/** The simulator's pause after a dangerous moment (an operator's hold, if any, stays). */
export async function suspendForMoment(db: Db, matchId: number, reason: string, now: Date): Promise<void> {
  const until = new Date(now.getTime() + SUSPENSION_PAUSE_MS);
  const [row] = await db
    .insert(liveMarkets)
    .values({ matchId, reason, suspendedUntil: until, suspensions: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: liveMarkets.matchId,
      set: {
        suspendedUntil: until,
        suspensions: sql`${liveMarkets.suspensions} + 1`,
        reason: sql`case when ${liveMarkets.opsSuspended} then ${liveMarkets.reason} else ${reason} end`,
        updatedAt: now,
      },
    })
    .returning();
  announceLive(db, marketStatus(matchId, stateOf(row, now)));
}

/** Reopens the markets whose pause ran out (not those an operator holds); announces each. */
export async function reopenAfterPause(db: Db, now: Date): Promise<number> {
  const reopened = await db
    .update(liveMarkets)
    .set({ reason: null, suspendedUntil: null, updatedAt: now })
    .where(
      and(
        eq(liveMarkets.opsSuspended, false),
        isNotNull(liveMarkets.suspendedUntil),
        lte(liveMarkets.suspendedUntil, now),
      ),
    )
    .returning({ matchId: liveMarkets.matchId });
  for (const { matchId } of reopened) announceLive(db, marketStatus(matchId, { open: true, reason: null }));
  return reopened.length;
}

/** `pnpm ops match:suspend`: held until the operator resumes. */
export async function suspendByOperator(db: Db, matchId: number, reason = OPS_REASON): Promise<void> {
  const now = new Date();
  await db
    .insert(liveMarkets)
    .values({ matchId, reason, opsSuspended: true, suspensions: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: liveMarkets.matchId,
      set: { reason, opsSuspended: true, suspensions: sql`${liveMarkets.suspensions} + 1`, updatedAt: now },
    });
  announceLive(db, marketStatus(matchId, { open: false, reason }));
}

/** `pnpm ops match:resume`: lifts the operator's hold and any pause, so the markets open at once. */
export async function resumeByOperator(db: Db, matchId: number): Promise<void> {
  await db
    .update(liveMarkets)
    .set({ reason: null, suspendedUntil: null, opsSuspended: false, updatedAt: new Date() })
    .where(eq(liveMarkets.matchId, matchId));
  announceLive(db, marketStatus(matchId, { open: true, reason: null }));
}

/** What a refused in-play bet tells the player when its market was suspended at the end of the delay. */
export const suspendedMessage = (reason: string | null) =>
  `盘口暂停中${reason ? `（${reason}）` : ''}，投注未被接受，未扣款`;

/** What a bet tells the player when its market was suspended and reopened during its bet delay. */
export const SUSPENDED_DURING_DELAY = '投注确认期间盘口曾暂停，投注未被接受，未扣款';

/** Each match's suspension count (live_markets.suspensions; 0 when never suspended). */
export async function suspensionCounts(db: Queryable, matchIds: number[]): Promise<Map<number, number>> {
  const rows =
    matchIds.length === 0
      ? []
      : await db
          .select({ matchId: liveMarkets.matchId, suspensions: liveMarkets.suspensions })
          .from(liveMarkets)
          .where(inArray(liveMarkets.matchId, matchIds));
  return new Map(
    matchIds.map((id) => [id, rows.find((row) => row.matchId === id)?.suspensions ?? 0] as const),
  );
}

/**
 * Why the in-play markets of these matches refuse a bet now: one is suspended, or, given the suspension
 * counts read when the bet was taken, one was suspended since (the book saw something happen during the
 * delay, even if it reopened before the delay ended). Null when nothing refuses it.
 */
export async function marketRefusal(
  db: Queryable,
  matchIds: number[],
  countsWhenTaken?: ReadonlyMap<number, number>,
): Promise<OrderRejected | null> {
  for (const [, state] of await marketStates(db, matchIds, new Date())) {
    if (!state.open) return new OrderRejected(suspendedMessage(state.reason));
  }
  if (countsWhenTaken) {
    const counts = await suspensionCounts(db, matchIds);
    if (matchIds.some((id) => counts.get(id) !== countsWhenTaken.get(id))) {
      return new OrderRejected(SUSPENDED_DURING_DELAY);
    }
  }
  return null;
}

/** Inside the order's transaction: every match's in-play markets open and not suspended since the bet was taken. */
export async function assertMarketsOpen(
  tx: Queryable,
  matchIds: number[],
  countsWhenTaken?: ReadonlyMap<number, number>,
): Promise<void> {
  const refusal = await marketRefusal(tx, matchIds, countsWhenTaken);
  if (refusal) throw refusal;
}
