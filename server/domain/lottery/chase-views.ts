import { fenToYuan } from '@app/shared/format';
import { CHASE_MODE_TEXT, type ChaseMode, findLotteryPlay } from '@app/shared/lottery';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteries, lotteryBets, lotteryChaseItems, lotteryChases, lotteryExpects } from '../../db/schema';
import { DomainError } from '../errors';
import {
  CHASE_STATUS_TEXT,
  type ChaseRow,
  ITEM_STATUS,
  ITEM_STATUS_TEXT,
  type StopReason,
} from './chase-items';
import { BET_STATUS_TEXT, EXPECT_STATUS } from './codes';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const STOP_REASON_TEXT: Record<string, string> = {
  win: '中奖后停止',
  player: '已手动停止',
  restricted: '账户受限，已停止',
};

interface Progress {
  settled: number;
  placed: number;
  playedStake: bigint;
  refunded: bigint;
  won: bigint;
  firstExpect: string;
}

/** Per plan: expects drawn (已追), bets placed, money played, refunded and won, in one grouped read. */
async function progressOf(db: Queryable, chaseIds: number[]): Promise<Map<number, Progress>> {
  if (chaseIds.length === 0) return new Map();
  const status = lotteryChaseItems.status;
  const rows = await db
    .select({
      chaseId: lotteryChaseItems.chaseId,
      settled: sql<number>`(count(*) filter (where ${status} = ${ITEM_STATUS.settled}))::int`,
      placed: sql<number>`(count(*) filter (where ${status} in (${ITEM_STATUS.placed}, ${ITEM_STATUS.settled})))::int`,
      playedStake: sql<string>`coalesce(sum(${lotteryChaseItems.stake}) filter (where ${status} in (${ITEM_STATUS.placed}, ${ITEM_STATUS.settled})), 0)::text`,
      refunded: sql<string>`coalesce(sum(${lotteryChaseItems.stake}) filter (where ${status} = ${ITEM_STATUS.refunded}), 0)::text`,
      won: sql<string>`coalesce(sum(${lotteryChaseItems.winAmount}), 0)::text`,
      firstExpect: sql<string>`min(${lotteryChaseItems.expect})`,
    })
    .from(lotteryChaseItems)
    .where(inArray(lotteryChaseItems.chaseId, chaseIds))
    .groupBy(lotteryChaseItems.chaseId);
  return new Map(
    rows.map((row) => [
      row.chaseId,
      {
        settled: row.settled,
        placed: row.placed,
        playedStake: BigInt(row.playedStake),
        refunded: BigInt(row.refunded),
        won: BigInt(row.won),
        firstExpect: row.firstExpect,
      },
    ]),
  );
}

async function lotteryNames(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.select({ id: lotteries.id, name: lotteries.name }).from(lotteries);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** 我的追号 rows: the plan, its progress (已追 x/N期) and its money. */
export async function chasesJson(db: Queryable, chases: ChaseRow[]) {
  const [progress, names] = await Promise.all([
    progressOf(
      db,
      chases.map((chase) => chase.id),
    ),
    lotteryNames(db),
  ]);
  return chases.map((chase) => {
    const play = findLotteryPlay(chase.play);
    const done = progress.get(chase.id);
    return {
      id: chase.id,
      chase_no: chase.chaseNo,
      lottery_id: chase.lotteryId,
      lottery_name: names.get(chase.lotteryId) ?? '',
      play_id: chase.play,
      play_name: play?.name ?? chase.play,
      codes: chase.codes,
      item_count: chase.itemCount,
      amount: fenToYuan(chase.amount),
      mode: chase.mode as ChaseMode,
      mode_text: CHASE_MODE_TEXT[chase.mode as ChaseMode] ?? chase.mode,
      start_multiple: chase.startMultiple,
      double_every: chase.doubleEvery,
      min_profit_rate: chase.minProfitRate,
      stop_on_win: chase.stopOnWin === 1,
      expects: chase.expects,
      first_expect: done?.firstExpect ?? '',
      drawn_expects: done?.settled ?? 0,
      placed_expects: done?.placed ?? 0,
      total_stake: fenToYuan(chase.totalStake),
      played_stake: fenToYuan(done?.playedStake ?? 0n),
      refunded: fenToYuan(done?.refunded ?? 0n),
      win_amount: fenToYuan(done?.won ?? 0n),
      status: chase.status,
      status_text: CHASE_STATUS_TEXT[chase.status] ?? '',
      stop_reason: chase.stopReason as StopReason | null,
      stop_reason_text: chase.stopReason ? (STOP_REASON_TEXT[chase.stopReason] ?? '') : '',
      created_at: chase.createdAt.toISOString(),
      finished_at: iso(chase.finishedAt),
    };
  });
}

/** A plan's expects, each with its bet and the draw's result when there is one. */
async function chaseItemsJson(db: Queryable, chase: ChaseRow) {
  const rows = await db
    .select({
      item: lotteryChaseItems,
      betId: lotteryBets.id,
      betNo: lotteryBets.betNo,
      betStatus: lotteryBets.status,
      openCode: lotteryExpects.openCode,
      expectStatus: lotteryExpects.status,
    })
    .from(lotteryChaseItems)
    .leftJoin(lotteryBets, eq(lotteryBets.chaseItemId, lotteryChaseItems.id))
    .leftJoin(
      lotteryExpects,
      and(
        eq(lotteryExpects.lotteryId, lotteryChaseItems.lotteryId),
        eq(lotteryExpects.expect, lotteryChaseItems.expect),
      ),
    )
    .where(eq(lotteryChaseItems.chaseId, chase.id))
    .orderBy(asc(lotteryChaseItems.seq));
  return rows.map(({ item, betId, betNo, betStatus, openCode, expectStatus }) => ({
    seq: item.seq + 1,
    expect: item.expect,
    multiple: item.multiple,
    stake: fenToYuan(item.stake),
    status: item.status,
    status_text:
      item.status === ITEM_STATUS.settled && betStatus !== null
        ? (BET_STATUS_TEXT[betStatus] ?? '')
        : (ITEM_STATUS_TEXT[item.status] ?? ''),
    bet_id: betId,
    bet_no: betNo,
    open_code: expectStatus === EXPECT_STATUS.drawn ? openCode : null,
    win_amount: fenToYuan(item.winAmount),
  }));
}

/** One plan as 我的追号 shows it (the answer of making and of stopping a plan). */
export async function chaseJson(db: Queryable, chase: ChaseRow) {
  const [json] = await chasesJson(db, [chase]);
  if (!json) throw new Error(`no view of chase ${chase.id}`);
  return json;
}

/** 我的追号: the player's plans, newest first, one page (of one status when asked). */
export async function chasePage(
  db: Queryable,
  userId: number,
  query: { page: number; per_page: number; status?: number | undefined },
) {
  const { page, per_page, status } = query;
  const where = and(
    eq(lotteryChases.userId, userId),
    status === undefined ? undefined : eq(lotteryChases.status, status),
  );
  const [total] = await db.select({ n: count() }).from(lotteryChases).where(where);
  const rows = await db
    .select()
    .from(lotteryChases)
    .where(where)
    .orderBy(desc(lotteryChases.id))
    .limit(per_page)
    .offset((page - 1) * per_page);
  return { list: await chasesJson(db, rows), total: total?.n ?? 0, page, per_page };
}

/** One of the player's plans with its expects; someone else's plan is as missing as no plan. */
export async function chaseDetail(db: Queryable, userId: number, chaseId: number) {
  const [chase] = await db
    .select()
    .from(lotteryChases)
    .where(and(eq(lotteryChases.id, chaseId), eq(lotteryChases.userId, userId)));
  if (!chase) throw new DomainError(404, '追号计划不存在');
  return { ...(await chaseJson(db, chase)), items: await chaseItemsJson(db, chase) };
}
