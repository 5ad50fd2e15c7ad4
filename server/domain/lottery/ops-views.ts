// What the operators' 彩票 pages read: a lottery's recent expects with their draw state (so an operator sees
// which expect is open, which closed and still waits for its draw) and every player's 追号 plans.
import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteryBets, lotteryChases, lotteryExpects, users } from '../../db/schema';
import { chasesJson } from './chase-views';
import { BET_STATUS, EXPECT_STATUS } from './codes';
import { currentSlot, type ExpectRow, type LotteryRow } from './expects';
import { openCodeJson } from './views';

export const DRAW_STATE_TEXT = { open: '投注中', closed: '已封盘待开奖', drawn: '已开奖' } as const;
type DrawState = keyof typeof DRAW_STATE_TEXT;

function drawStateOf(row: ExpectRow, now: Date): DrawState {
  if (row.status === EXPECT_STATUS.drawn) return 'drawn';
  return row.closeAt.getTime() <= now.getTime() ? 'closed' : 'open';
}

/** Bets and stake of expects not drawn yet (a drawn expect keeps its own totals). */
async function pendingTotals(db: Queryable, lotteryId: number, expects: string[]) {
  if (expects.length === 0) return new Map<string, { bets: number; stake: bigint }>();
  const rows = await db
    .select({
      expect: lotteryBets.expect,
      bets: count(),
      stake: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)::text`,
    })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.lotteryId, lotteryId),
        inArray(lotteryBets.expect, expects),
        eq(lotteryBets.status, BET_STATUS.pending),
      ),
    )
    .groupBy(lotteryBets.expect);
  return new Map(rows.map((row) => [row.expect, { bets: row.bets, stake: BigInt(row.stake) }]));
}

/**
 * The lottery's latest expects, newest first: the one taking bets (listed even before the scheduler writes
 * it), those opened before it and any an operator drew ahead of time.
 */
export async function recentExpects(db: Queryable, lottery: LotteryRow, limit: number, now = new Date()) {
  const stored = await db
    .select()
    .from(lotteryExpects)
    .where(
      and(
        eq(lotteryExpects.lotteryId, lottery.id),
        or(lte(lotteryExpects.openAt, now), eq(lotteryExpects.status, EXPECT_STATUS.drawn)),
      ),
    )
    .orderBy(desc(lotteryExpects.expect))
    .limit(limit);
  const current = await currentSlot(db, lottery, now);
  const unwritten = !stored.some((row) => row.expect === current.expect);
  const rows = unwritten ? [unwrittenExpect(lottery, current), ...stored] : stored;
  rows.sort((a, b) => b.expect.localeCompare(a.expect));
  rows.length = Math.min(rows.length, limit);
  const waiting = rows.filter((row) => row.status !== EXPECT_STATUS.drawn).map((row) => row.expect);
  const pending = await pendingTotals(db, lottery.id, waiting);
  return rows.map((row) => {
    const state = drawStateOf(row, now);
    const drawn = state === 'drawn';
    const totals = pending.get(row.expect);
    return {
      ...openCodeJson(lottery, row),
      draw_state: state,
      draw_state_text: DRAW_STATE_TEXT[state],
      bets: drawn ? row.betCount : (totals?.bets ?? 0),
      winners: drawn ? row.winCount : 0,
      stake: fenToYuan(drawn ? row.stake : (totals?.stake ?? 0n)),
      paid: fenToYuan(drawn ? row.payout : 0n),
    };
  });
}

const unwrittenExpect = (
  lottery: LotteryRow,
  slot: { expect: string; openAt: Date; closeAt: Date },
): ExpectRow => ({
  id: 0,
  lotteryId: lottery.id,
  expect: slot.expect,
  openAt: slot.openAt,
  closeAt: slot.closeAt,
  status: EXPECT_STATUS.open,
  openCode: null,
  drawnAt: null,
  betCount: 0,
  winCount: 0,
  stake: 0n,
  payout: 0n,
});

export interface OpsChaseQuery {
  lotteryId?: number | undefined;
  status?: number | undefined;
  page: number;
  per_page: number;
}

/** 追号计划 of every player, newest first, with whose plan it is. */
export async function opsChasePage(db: Queryable, query: OpsChaseQuery) {
  const { page, per_page } = query;
  const where = and(
    query.lotteryId === undefined ? undefined : eq(lotteryChases.lotteryId, query.lotteryId),
    query.status === undefined ? undefined : eq(lotteryChases.status, query.status),
  );
  const [total] = await db.select({ n: count() }).from(lotteryChases).where(where);
  const rows = await db
    .select({ chase: lotteryChases, username: users.username })
    .from(lotteryChases)
    .innerJoin(users, eq(users.id, lotteryChases.userId))
    .where(where)
    .orderBy(desc(lotteryChases.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  const plans = await chasesJson(
    db,
    rows.map((row) => row.chase),
  );
  const list = plans.map((plan, index) => ({ ...plan, username: rows[index]?.username ?? '' }));
  return { list, total: total?.n ?? 0, page, per_page };
}
