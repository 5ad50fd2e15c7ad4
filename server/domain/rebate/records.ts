import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rebateRecords } from '../../db/schema';
import { GAME_TYPE_NAMES, type RebateGameType, ratePercent } from './rates';
import { turnoverBets } from './turnover';

export type RebateRow = typeof rebateRecords.$inferSelect;

/** Rebate record status: 0 待领取, 1 已领取. */
export const REBATE_STATUS = { pending: 0, claimed: 1 } as const;
const STATUS_TEXT: Record<number, string> = { 0: '待领取', 1: '已领取' };

const nameOf = (gameType: string) => GAME_TYPE_NAMES[gameType as RebateGameType] ?? gameType;

export function rateJson(gameType: string, rateBp: string) {
  return {
    game_type: gameType,
    game_type_name: nameOf(gameType),
    rate_bp: rateBp,
    rate_percent: ratePercent(rateBp),
  };
}

export function recordJson(row: RebateRow) {
  return {
    id: row.id,
    ...rateJson(row.gameType, row.rateBp),
    vip_level: row.vipLevel,
    turnover: fenToYuan(row.turnover),
    amount: fenToYuan(row.amount),
    status: row.status,
    status_text: STATUS_TEXT[row.status] ?? '',
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    created_at: row.createdAt.toISOString(),
    claimed_at: row.claimedAt?.toISOString() ?? null,
  };
}

export async function listRecords(
  db: Queryable,
  userId: number,
  filter: { status?: number | undefined; gameType?: RebateGameType | undefined },
  { page, perPage }: { page: number; perPage: number },
) {
  const where = and(
    eq(rebateRecords.userId, userId),
    filter.status === undefined ? undefined : eq(rebateRecords.status, filter.status),
    filter.gameType ? eq(rebateRecords.gameType, filter.gameType) : undefined,
  );
  const rows = await db
    .select()
    .from(rebateRecords)
    .where(where)
    .orderBy(desc(rebateRecords.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(rebateRecords).where(where);
  return { list: rows.map(recordJson), total: total?.n ?? 0, page, per_page: perPage };
}

export async function findRecord(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(rebateRecords)
    .where(and(eq(rebateRecords.id, id), eq(rebateRecords.userId, userId)));
  return row ?? null;
}

const BETS_SHOWN = 100;

/** A record with the stakes its turnover came from. */
export async function recordDetail(db: Queryable, row: RebateRow) {
  const bets = await turnoverBets(db, row.userId, row.gameType as RebateGameType, row, BETS_SHOWN);
  return { ...recordJson(row), bet_count: bets.count, bets: bets.list };
}

/** Which of some record ids belong to the player (others are invisible). */
export async function ownedIds(db: Queryable, userId: number, ids: number[]) {
  const rows = await db
    .select({ id: rebateRecords.id })
    .from(rebateRecords)
    .where(and(eq(rebateRecords.userId, userId), inArray(rebateRecords.id, ids)));
  return rows.map((row) => row.id);
}

/** Totals by status for the rebate centre. */
export async function recordTotals(db: Queryable, userId: number) {
  const rows = await db
    .select({
      status: rebateRecords.status,
      amount: sql<string>`coalesce(sum(${rebateRecords.amount}), 0)::text`,
      count: count(),
    })
    .from(rebateRecords)
    .where(eq(rebateRecords.userId, userId))
    .groupBy(rebateRecords.status);
  const of = (status: number) => rows.find((row) => row.status === status);
  return {
    total_claimed: fenToYuan(BigInt(of(REBATE_STATUS.claimed)?.amount ?? '0')),
    total_pending: fenToYuan(BigInt(of(REBATE_STATUS.pending)?.amount ?? '0')),
    claimed_count: of(REBATE_STATUS.claimed)?.count ?? 0,
    pending_count: of(REBATE_STATUS.pending)?.count ?? 0,
  };
}

/** Where the next period of each game type starts: the end of the last one (0 before any). */
export async function watermarks(db: Queryable, userId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ gameType: rebateRecords.gameType, toRef: max(rebateRecords.toRef) })
    .from(rebateRecords)
    .where(eq(rebateRecords.userId, userId))
    .groupBy(rebateRecords.gameType);
  return new Map(rows.map((row) => [row.gameType, Number(row.toRef ?? 0)]));
}
