import { fenToYuan } from '@app/shared/format';
import { and, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { gameRounds, ledger, users, validTurnover, withdrawals } from '../../db/schema';
import { WITHDRAW_STATUS } from '../finance/statuses';
import { pendingAmount } from '../finance/withdrawals';
import { type LedgerCategory, typesIn } from '../ledger-types';
import type { UserRow } from '../tokens';
import { type SourcedFilter, sourcesOf, unionOf } from './betting-records';
import { BETTING_STATUS } from './betting-status';
import { BEIJING_DAY_SQL, daysBetween, instantsOf } from './days';

/**
 * THE computation of the figures defined in @app/shared/figures: the 投注记录 summary, the 综合报表 and the
 * account counters of 我的 and 提现 all come from here, so one figure never reads two ways.
 */

// ---- 投注记录: bets by placement day ----

interface BetSums {
  count: number;
  stake: string;
  valid: string;
  pendingStake: string;
  payout: string;
  pending: number;
}

function betTotalsJson(row: BetSums) {
  const valid = BigInt(row.valid);
  const payout = BigInt(row.payout);
  return {
    count: row.count,
    stake_total: fenToYuan(BigInt(row.stake)),
    valid_total: fenToYuan(valid),
    pending_stake: fenToYuan(BigInt(row.pendingStake)),
    payout_total: fenToYuan(payout),
    profit_total: fenToYuan(payout - valid),
    pending_count: row.pending,
  };
}

/**
 * Count, 投注总额 (stakes not cancelled or refunded), 有效投注 (settled stakes), 待开奖 stakes, 派奖 and
 * 投注盈亏 (派奖 − 有效投注) of the bets placed over the filter, overall and per source.
 */
export async function bettingFigures(db: Queryable, userId: number, filter: SourcedFilter) {
  const settled = sql.raw(`status in (${BETTING_STATUS.won}, ${BETTING_STATUS.lost})`);
  const pending = sql.raw(`status = ${BETTING_STATUS.pending}`);
  const rows = await db
    .select({
      source: sql<string>`source`,
      count: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(stake) filter (where ${settled} or ${pending}), 0)::text`,
      valid: sql<string>`coalesce(sum(stake) filter (where ${settled}), 0)::text`,
      pendingStake: sql<string>`coalesce(sum(stake) filter (where ${pending}), 0)::text`,
      payout: sql<string>`coalesce(sum(payout) filter (where ${settled}), 0)::text`,
      pending: sql<number>`(count(*) filter (where ${pending}))::int`,
    })
    .from(unionOf(userId, filter))
    .groupBy(sql`source`);
  const none: BetSums = { count: 0, stake: '0', valid: '0', pendingStake: '0', payout: '0', pending: 0 };
  const bySource = sourcesOf(filter).map((source) => ({
    source: source.source,
    source_text: source.text,
    ...betTotalsJson(rows.find((row) => row.source === source.source) ?? none),
  }));
  const sum = (pick: (row: BetSums) => string) =>
    rows.reduce((total, row) => total + BigInt(pick(row)), 0n).toString();
  return {
    ...betTotalsJson({
      count: rows.reduce((total, row) => total + row.count, 0),
      stake: sum((row) => row.stake),
      valid: sum((row) => row.valid),
      pendingStake: sum((row) => row.pendingStake),
      payout: sum((row) => row.payout),
      pending: rows.reduce((total, row) => total + row.pending, 0),
    }),
    by_source: bySource,
  };
}

// ---- 综合报表: money per Beijing day ----

interface DayFigures {
  deposit: bigint;
  withdraw: bigint;
  bet: bigint;
  win: bigint;
  rebate: bigint;
  bonus: bigint;
}

type DayFigure = keyof DayFigures;

const zero = (): DayFigures => ({ deposit: 0n, withdraw: 0n, bet: 0n, win: 0n, rebate: 0n, bonus: 0n });

function dayFiguresJson(f: DayFigures) {
  return {
    deposit: fenToYuan(f.deposit),
    withdraw: fenToYuan(f.withdraw),
    bet: fenToYuan(f.bet),
    win: fenToYuan(f.win),
    rebate: fenToYuan(f.rebate),
    bonus: fenToYuan(f.bonus),
    net: fenToYuan(f.win + f.rebate + f.bonus - f.bet),
  };
}

/** `sum(amount)` of some rows per Beijing day of a time column, over the days start..end. */
async function sumByDay(
  db: Queryable,
  table: typeof ledger | typeof validTurnover | typeof gameRounds | typeof withdrawals,
  amount: SQL,
  at: PgColumn,
  where: SQL | undefined,
  range: { start: string; end: string },
) {
  const { from, to } = instantsOf({ start_date: range.start, end_date: range.end });
  return db
    .select({
      day: sql<string>`${sql.raw(BEIJING_DAY_SQL(`"${at.name}"`))}`,
      sum: sql<string>`sum(${amount})::text`,
    })
    .from(table)
    .where(and(where, from ? gte(at, from) : undefined, to ? lt(at, to) : undefined))
    .groupBy(sql`1`);
}

const ledgerOf = (userId: number, category: LedgerCategory) =>
  and(eq(ledger.userId, userId), inArray(ledger.type, typesIn(category)));

/**
 * The 综合报表 of one player over Beijing days start..end: 充值 (credited), 提现 (paid out, by the day it was
 * approved), 有效投注 (settled stakes, valid_turnover), 派奖 (ledger wins and game-round wins), 返水, 红利,
 * 总盈亏 = 派奖 + 返水 + 红利 − 有效投注; totals, one entry per day, and 审核中 withdrawals as they stand now.
 */
export async function comprehensiveReport(db: Queryable, userId: number, start: string, end: string) {
  const range = { start, end };
  const ledgerSum = (category: LedgerCategory) =>
    sumByDay(db, ledger, sql`${ledger.amount}`, ledger.createdAt, ledgerOf(userId, category), range);
  const sources: Array<[DayFigure, Promise<Array<{ day: string; sum: string }>>]> = [
    ['deposit', ledgerSum('deposit')],
    ['win', ledgerSum('win')],
    ['rebate', ledgerSum('rebate')],
    ['bonus', ledgerSum('bonus')],
    [
      'withdraw',
      sumByDay(
        db,
        withdrawals,
        sql`${withdrawals.amount}`,
        withdrawals.reviewedAt,
        and(eq(withdrawals.userId, userId), eq(withdrawals.status, WITHDRAW_STATUS.approved)),
        range,
      ),
    ],
    [
      'bet',
      sumByDay(
        db,
        validTurnover,
        sql`${validTurnover.amount}`,
        validTurnover.createdAt,
        eq(validTurnover.userId, userId),
        range,
      ),
    ],
    // Game rounds are played from a platform wallet, so their wins are not in the ledger (their stakes are
    // valid turnover already).
    [
      'win',
      sumByDay(
        db,
        gameRounds,
        sql`${gameRounds.win}`,
        gameRounds.createdAt,
        eq(gameRounds.userId, userId),
        range,
      ),
    ],
  ];
  const daily = new Map(daysBetween(start, end).map((date) => [date, zero()]));
  const totals = zero();
  const sums = await Promise.all(sources.map(async ([figure, query]) => ({ figure, rows: await query })));
  for (const { figure, rows } of sums) {
    for (const row of rows) {
      const day = daily.get(row.day);
      if (!day) continue;
      day[figure] += BigInt(row.sum);
      totals[figure] += BigInt(row.sum);
    }
  }
  return {
    start_date: start,
    end_date: end,
    totals: dayFiguresJson(totals),
    withdraw_pending: fenToYuan(await pendingAmount(db, userId)),
    daily: [...daily].map(([date, figures]) => ({ date, ...dayFiguresJson(figures) })),
  };
}

// ---- 我的 and 提现: the account's lifetime counters ----

/**
 * 打码量, 累计充值, 游戏流水 (lifetime 有效投注) and 累计提现 (paid only) of a player: counters kept on the
 * player row in the same transactions as the ledger rows they follow.
 */
export function accountFigures(user: UserRow) {
  return {
    codingvolume: fenToYuan(user.codingvolume),
    paysum: fenToYuan(user.paysum),
    totalgame: fenToYuan(user.totalgame),
    total_withdraw: fenToYuan(user.totalWithdraw),
  };
}

/** The 提现 page's money: balance, what can be withdrawn, 审核中 (held) and the account counters. */
export async function withdrawFigures(db: Queryable, user: UserRow, withdrawable: bigint) {
  return {
    balance: fenToYuan(user.balance),
    withdrawable: fenToYuan(withdrawable),
    frozen: fenToYuan(await pendingAmount(db, user.id)),
    codingvolume: accountFigures(user).codingvolume,
    total_withdraw: accountFigures(user).total_withdraw,
  };
}

// ---- 运营概览: the whole platform over one Beijing day ----

/** Rows of real players: the demo ranking players (is_mock) carry seeded wins that no one staked today. */
const realPlayers = (userId: PgColumn) =>
  notInArray(userId, sql`(select ${users.id} from ${users} where ${users.isMock} = 1)`);

/**
 * 有效投注 (valid turnover), 派奖 (ledger wins and game-round wins) and 平台盈亏 (gross gaming revenue =
 * 有效投注 − 派奖) of every real player over one Beijing day: the 综合报表's sources, summed over the platform.
 */
export async function platformDayFigures(db: Queryable, date: string) {
  const range = { start: date, end: date };
  const [bets, ledgerWins, roundWins] = await Promise.all([
    sumByDay(
      db,
      validTurnover,
      sql`${validTurnover.amount}`,
      validTurnover.createdAt,
      realPlayers(validTurnover.userId),
      range,
    ),
    sumByDay(
      db,
      ledger,
      sql`${ledger.amount}`,
      ledger.createdAt,
      and(inArray(ledger.type, typesIn('win')), realPlayers(ledger.userId)),
      range,
    ),
    sumByDay(
      db,
      gameRounds,
      sql`${gameRounds.win}`,
      gameRounds.createdAt,
      realPlayers(gameRounds.userId),
      range,
    ),
  ]);
  const total = (rows: Array<{ sum: string | null }>) =>
    rows.reduce((sum, row) => sum + BigInt(row.sum ?? '0'), 0n);
  const turnover = total(bets);
  const payout = total(ledgerWins) + total(roundWins);
  return {
    date,
    turnover: fenToYuan(turnover),
    payout: fenToYuan(payout),
    gross_gaming_revenue: fenToYuan(turnover - payout),
  };
}
