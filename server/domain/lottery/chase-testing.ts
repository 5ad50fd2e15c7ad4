// Test helpers for the 追号 suites: plans made and expects drawn at chosen times, and the money checks.
import { type ChaseSettings, expectSlot } from '@app/shared/lottery';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { ledger, lotteryBets, lotteryChaseItems, lotteryChases, users } from '../../db/schema';
import { ITEM_STATUS } from './chase-items';
import { advanceChases, createChase } from './chases';
import { drawExpect } from './draw';
import { findLotteryRow, type LotteryRow } from './expects';

export const DAY_MS = 86_400_000;

export async function lotteryRow(db: Db, id: number): Promise<LotteryRow> {
  const row = await findLotteryRow(db, id);
  if (!row) throw new Error(`no lottery ${id}`);
  return row;
}

export function closeOf(lottery: LotteryRow, expect: string): Date {
  const slot = expectSlot(lottery.intervalSeconds, expect);
  if (!slot) throw new Error(`bad expect ${expect}`);
  return slot.closeAt;
}

export const settingsOf = (overrides: Partial<ChaseSettings> = {}): ChaseSettings => ({
  mode: 'same',
  expects: 5,
  startMultiple: 1,
  doubleEvery: 1,
  minProfitRate: 50,
  ...overrides,
});

/** A plan of 大 (k3 大小单双, 2 yuan) on a k3 lottery made at `now`. */
export async function chaseBig(
  db: Db,
  userId: number,
  lotteryId: number,
  now: Date,
  options: { settings?: Partial<ChaseSettings>; stopOnWin?: boolean; codes?: string } = {},
) {
  const { chase } = await createChase(db, {
    userId,
    lotteryId,
    playId: 'k3_dxds',
    codes: options.codes ?? '大',
    amountFen: 200n,
    settings: settingsOf(options.settings),
    stopOnWin: options.stopOnWin ?? true,
    now,
  });
  return chase;
}

export const LOSES_BIG = '1,2,3';
export const WINS_BIG = '4,5,6';

/** Draws an expect at its close with a given code, then lets plans move on (as the scheduler's tick would). */
export async function drawAtClose(db: Db, lottery: LotteryRow, expect: string, code: string) {
  const at = closeOf(lottery, expect);
  const result = await drawExpect(db, lottery, expect, { code, now: at });
  await advanceChases(db, lottery, at);
  return result;
}

export async function itemsOf(db: Db, chaseId: number) {
  return db
    .select()
    .from(lotteryChaseItems)
    .where(eq(lotteryChaseItems.chaseId, chaseId))
    .orderBy(lotteryChaseItems.seq);
}

export async function balanceFen(db: Db, userId: number): Promise<bigint> {
  const [row] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  return row?.balance ?? 0n;
}

/**
 * Nobody ends richer, and every item moved once: balance = initial − stakes of placed chase bets + their
 * prizes (held money not yet played still counts as staked until refunded); each plan's hold equals its
 * played, refunded and still pending stakes; refund rows sum the refunded items; a refunded item has no bet.
 */
export async function assertChaseMoney(db: Db, userId: number, initialFen: bigint): Promise<void> {
  const [bets] = await db
    .select({
      stake: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)::text`,
      won: sql<string>`coalesce(sum(${lotteryBets.winAmount}), 0)::text`,
    })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.userId, userId), isNotNull(lotteryBets.chaseItemId)));
  const chases = await db.select().from(lotteryChases).where(eq(lotteryChases.userId, userId));
  let stillHeld = 0n;
  let refundedItems = 0n;
  for (const chase of chases) {
    const items = await itemsOf(db, chase.id);
    const sum = (status: number) =>
      items.filter((item) => item.status === status).reduce((total, item) => total + item.stake, 0n);
    expect(items.reduce((total, item) => total + item.stake, 0n)).toBe(chase.totalStake);
    stillHeld += sum(ITEM_STATUS.pending);
    refundedItems += sum(ITEM_STATUS.refunded);
    const placedBets = await db
      .select({ itemId: lotteryBets.chaseItemId })
      .from(lotteryBets)
      .where(
        sql`${lotteryBets.chaseItemId} in (select ${lotteryChaseItems.id} from ${lotteryChaseItems} where ${lotteryChaseItems.chaseId} = ${chase.id})`,
      );
    const withBet = new Set(placedBets.map((bet) => bet.itemId));
    for (const item of items) {
      const played = item.status === ITEM_STATUS.placed || item.status === ITEM_STATUS.settled;
      expect([item.seq, withBet.has(item.id)]).toEqual([item.seq, played]);
    }
  }
  const [refunds] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledger.amount}), 0)::text` })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.type, 'lottery_chase_refund')));
  expect(BigInt(refunds?.sum ?? '0')).toBe(refundedItems);
  const expected = initialFen - BigInt(bets?.stake ?? '0') - stillHeld + BigInt(bets?.won ?? '0');
  expect(await balanceFen(db, userId)).toBe(expected);
}

/** A moment `days` ahead, 30 s into an expect: each test plays its own day, so tests never share expects. */
export const daysAhead = (days: number) =>
  new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + 30_000);
