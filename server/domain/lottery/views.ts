import { fenToYuan } from '@app/shared/format';
import { familyOf, type LotteryPlay, type LotteryType, parseOpenCode, trendOf } from '@app/shared/lottery';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteryBets, lotteryExpects } from '../../db/schema';
import { BET_STATUS, EXPECT_STATUS } from './codes';
import { currentSlot, type ExpectRow, type LotteryRow } from './expects';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const typeName = (type: string) => familyOf(type)?.name ?? type;

export function openCodeJson(lottery: LotteryRow, row: ExpectRow) {
  const numbers = row.openCode ? (parseOpenCode(lottery.type as LotteryType, row.openCode) ?? []) : [];
  return {
    lottery_id: lottery.id,
    expect: row.expect,
    open_code: row.openCode,
    numbers,
    sum: numbers.reduce((total, n) => total + n, 0),
    status: row.status === EXPECT_STATUS.drawn ? ('drawn' as const) : ('waiting' as const),
    open_time: row.openAt.toISOString(),
    close_time: row.closeAt.toISOString(),
    drawn_at: iso(row.drawnAt),
  };
}

export async function latestDrawn(db: Queryable, lotteryId: number): Promise<ExpectRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryExpects)
    .where(and(eq(lotteryExpects.lotteryId, lotteryId), eq(lotteryExpects.status, EXPECT_STATUS.drawn)))
    .orderBy(desc(lotteryExpects.closeAt))
    .limit(1);
  return row;
}

export async function currentExpectJson(db: Queryable, lottery: LotteryRow, now = new Date()) {
  const slot = await currentSlot(db, lottery, now);
  const latest = await latestDrawn(db, lottery.id);
  return {
    lottery_id: lottery.id,
    lottery_name: lottery.name,
    expect: slot.expect,
    open_time: slot.openAt.toISOString(),
    close_time: slot.closeAt.toISOString(),
    server_time: now.toISOString(),
    remaining_seconds: Math.max(0, Math.ceil((slot.closeAt.getTime() - now.getTime()) / 1000)),
    interval_seconds: lottery.intervalSeconds,
    last_open_code: latest ? openCodeJson(lottery, latest) : null,
  };
}

export async function lotteryJson(db: Queryable, lottery: LotteryRow, now = new Date()) {
  const current = await currentExpectJson(db, lottery, now);
  return {
    id: lottery.id,
    code: lottery.code,
    name: lottery.name,
    type: lottery.type,
    type_name: typeName(lottery.type),
    interval_seconds: lottery.intervalSeconds,
    is_hot: lottery.isHot,
    sort: lottery.sort,
    current_expect: current.expect,
    close_time: current.close_time,
    remaining_seconds: current.remaining_seconds,
    latest_open_code: current.last_open_code,
  };
}

export function playJson(play: LotteryPlay) {
  return {
    play_id: play.id,
    name: play.name,
    group: play.group,
    group_name: play.groupName,
    rule: play.rule,
    odds: play.odds,
    needs: play.needs,
    rows: play.rows.map((row) => ({
      label: row.label,
      options: row.options.map((option) => ({
        code: option.code,
        name: option.name,
        odds: option.odds ?? play.odds,
      })),
    })),
  };
}

export async function historyPage(db: Queryable, lottery: LotteryRow, page: number, perPage: number) {
  const where = and(eq(lotteryExpects.lotteryId, lottery.id), eq(lotteryExpects.status, EXPECT_STATUS.drawn));
  const [total] = await db.select({ n: count() }).from(lotteryExpects).where(where);
  const rows = await db
    .select()
    .from(lotteryExpects)
    .where(where)
    .orderBy(desc(lotteryExpects.closeAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    list: rows.map((row) => openCodeJson(lottery, row)),
    total: total?.n ?? 0,
    page,
    per_page: perPage,
  };
}

export async function trendJson(db: Queryable, lottery: LotteryRow, limit: number) {
  const rows = await db
    .select()
    .from(lotteryExpects)
    .where(and(eq(lotteryExpects.lotteryId, lottery.id), eq(lotteryExpects.status, EXPECT_STATUS.drawn)))
    .orderBy(desc(lotteryExpects.closeAt))
    .limit(limit);
  const type = lottery.type as LotteryType;
  const draws = rows.reverse().map((row) => ({
    expect: row.expect,
    numbers: parseOpenCode(type, row.openCode ?? '') ?? [],
  }));
  const trend = trendOf(
    type,
    draws.filter((draw) => draw.numbers.length > 0),
  );
  return {
    lottery_id: lottery.id,
    type: lottery.type,
    positions: trend.positions.map((position) => ({
      label: position.label,
      values: position.values,
      rows: position.rows,
      appear: position.appear,
      max_missing: position.maxMissing,
      current_missing: position.currentMissing,
      average_missing: position.averageMissing,
    })),
    sums: trend.sums,
  };
}

/** A player's totals (optionally of one lottery): stakes exclude cancelled bets. */
export async function betStats(db: Queryable, userId: number, lotteryId?: number) {
  const where = and(
    eq(lotteryBets.userId, userId),
    lotteryId === undefined ? undefined : eq(lotteryBets.lotteryId, lotteryId),
  );
  const counted = (status: number) =>
    sql<number>`(count(*) filter (where ${lotteryBets.status} = ${status}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: counted(BET_STATUS.pending),
      won: counted(BET_STATUS.won),
      lost: counted(BET_STATUS.lost),
      cancelled: counted(BET_STATUS.cancelled),
      stake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${lotteryBets.status} <> ${BET_STATUS.cancelled}), 0)::text`,
      pendingStake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${lotteryBets.status} = ${BET_STATUS.pending}), 0)::text`,
      settledStake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${lotteryBets.status} in (${BET_STATUS.won}, ${BET_STATUS.lost})), 0)::text`,
      win: sql<string>`coalesce(sum(${lotteryBets.winAmount}), 0)::text`,
    })
    .from(lotteryBets)
    .where(where);
  const win = BigInt(row?.win ?? '0');
  const settledStake = BigInt(row?.settledStake ?? '0');
  return {
    bet_count: row?.total ?? 0,
    pending_count: row?.pending ?? 0,
    won_count: row?.won ?? 0,
    lost_count: row?.lost ?? 0,
    cancelled_count: row?.cancelled ?? 0,
    total_stake: fenToYuan(BigInt(row?.stake ?? '0')),
    pending_stake: fenToYuan(BigInt(row?.pendingStake ?? '0')),
    total_win: fenToYuan(win),
    profit: fenToYuan(win - settledStake),
  };
}

/** One player's part of one expect (settlement-stats `mine`); stakes exclude cancelled bets. */
export async function playerExpectTotals(db: Queryable, userId: number, lotteryId: number, expect: string) {
  const [row] = await db
    .select({
      bets: sql<number>`count(*)::int`,
      winners: sql<number>`(count(*) filter (where ${lotteryBets.status} = ${BET_STATUS.won}))::int`,
      stake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${lotteryBets.status} <> ${BET_STATUS.cancelled}), 0)::text`,
      payout: sql<string>`coalesce(sum(${lotteryBets.winAmount}), 0)::text`,
    })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.userId, userId),
        eq(lotteryBets.lotteryId, lotteryId),
        eq(lotteryBets.expect, expect),
      ),
    );
  return {
    bet_count: row?.bets ?? 0,
    win_count: row?.winners ?? 0,
    stake: fenToYuan(BigInt(row?.stake ?? '0')),
    payout: fenToYuan(BigInt(row?.payout ?? '0')),
  };
}
