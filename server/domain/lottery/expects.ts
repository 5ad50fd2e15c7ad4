import { type ExpectSlot, expectAt, expectSlot, nextExpect } from '@app/shared/lottery';
import { and, asc, eq, gte, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteries, lotteryExpects } from '../../db/schema';
import { lockPlayerFor } from '../restrictions';
import { EXPECT_STATUS, LotteryRejected, NoOpenExpect } from './codes';

export type LotteryRow = typeof lotteries.$inferSelect;
export type ExpectRow = typeof lotteryExpects.$inferSelect;

export async function findLotteryRow(db: Queryable, lotteryId: number): Promise<LotteryRow | undefined> {
  const [row] = await db.select().from(lotteries).where(eq(lotteries.id, lotteryId));
  return row;
}

/** The lottery of a request: unknown and switched-off lotteries read as missing. */
export async function requireLottery(db: Queryable, lotteryId: number): Promise<LotteryRow> {
  const row = await findLotteryRow(db, lotteryId);
  if (row?.enabled !== 1) throw new LotteryRejected('彩种不存在', 404);
  return row;
}

export function enabledLotteries(db: Queryable): Promise<LotteryRow[]> {
  return db.select().from(lotteries).where(eq(lotteries.enabled, 1)).orderBy(asc(lotteries.sort));
}

export async function findExpect(
  db: Queryable,
  lotteryId: number,
  expect: string,
): Promise<ExpectRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryExpects)
    .where(and(eq(lotteryExpects.lotteryId, lotteryId), eq(lotteryExpects.expect, expect)));
  return row;
}

/** Persists an expect once (several nodes and requests may try at the same time). */
export async function ensureExpect(db: Queryable, lotteryId: number, slot: ExpectSlot): Promise<void> {
  await db
    .insert(lotteryExpects)
    .values({ lotteryId, expect: slot.expect, openAt: slot.openAt, closeAt: slot.closeAt })
    .onConflictDoNothing();
}

export const slotOf = (lottery: LotteryRow, expect: string): ExpectSlot | undefined =>
  expectSlot(lottery.intervalSeconds, expect);

/**
 * The expect taking bets at `now`: the one whose window holds `now`, or the first after it not yet drawn
 * (an operator may draw any number of expects early). One read of the closed expects from `now` on, so GET
 * requests stay cheap; nothing is written.
 */
export async function currentSlot(db: Queryable, lottery: LotteryRow, now: Date): Promise<ExpectSlot> {
  let slot = expectAt(lottery.intervalSeconds, now);
  const closed = await db
    .select({ expect: lotteryExpects.expect })
    .from(lotteryExpects)
    .where(
      and(
        eq(lotteryExpects.lotteryId, lottery.id),
        // Expect numbers of one lottery sort by time.
        gte(lotteryExpects.expect, slot.expect),
        or(eq(lotteryExpects.status, EXPECT_STATUS.drawn), lte(lotteryExpects.closeAt, now)),
      ),
    )
    .orderBy(asc(lotteryExpects.expect));
  for (const row of closed) {
    if (row.expect !== slot.expect) break;
    slot = nextExpect(lottery.intervalSeconds, slot.expect);
  }
  return slot;
}

/** A draw may commit between reading the open expect and locking it: read again this many times. */
const OPEN_EXPECT_ATTEMPTS = 3;

/**
 * Inside a bet or cancel transaction: the open expect row, persisted and held FOR SHARE so its draw
 * (FOR UPDATE) waits for this transaction and settles what it wrote.
 */
export async function lockOpenExpect(tx: Queryable, lottery: LotteryRow, now: Date): Promise<ExpectRow> {
  const locked = (expect: string) =>
    tx
      .select()
      .from(lotteryExpects)
      .where(and(eq(lotteryExpects.lotteryId, lottery.id), eq(lotteryExpects.expect, expect)))
      .for('share');
  for (let attempt = 0; attempt < OPEN_EXPECT_ATTEMPTS; attempt += 1) {
    const slot = await currentSlot(tx, lottery, now);
    // The scheduler has usually opened it already: write only when it has not.
    let [row] = await locked(slot.expect);
    if (!row) {
      await ensureExpect(tx, lottery.id, slot);
      [row] = await locked(slot.expect);
    }
    if (row && row.status !== EXPECT_STATUS.drawn && row.closeAt.getTime() > now.getTime()) return row;
  }
  throw new NoOpenExpect();
}

/** Longest a bet's request may wait on a busy server and still count from its arrival (see betMoment). */
export const ARRIVAL_GRACE_MS = 10_000;

/**
 * The moment a bet or chase counts as placed: when its request reached the handler, so a bet sent before
 * 封盘 and queued behind a burst of others is not refused as closed. It is still refused once its expect is
 * drawn (the draw waits for the bets holding the expect), and counts from now after waiting past the grace.
 */
export function betMoment(receivedAt: Date, now = new Date()): Date {
  return now.getTime() - receivedAt.getTime() > ARRIVAL_GRACE_MS ? now : receivedAt;
}

/**
 * A new bet or chase: holds the open expect, then the player's wallet (the draw locks the expect, then the
 * winners' wallets, so the same order never deadlocks). Refuses a bet on an expect that has closed since the
 * player chose it, and a player the restrictions keep from lottery.
 */
export async function lockExpectThenWallet(
  tx: Queryable,
  lottery: LotteryRow,
  now: Date,
  player: { userId: number; expect?: string | undefined },
): Promise<ExpectRow> {
  const open = await lockOpenExpect(tx, lottery, now);
  if (player.expect && player.expect !== open.expect) {
    throw new LotteryRejected(`第${player.expect}期已封盘，当前为第${open.expect}期`);
  }
  await lockPlayerFor(tx, player.userId, 'lottery');
  return open;
}
