import { fenToYuan } from '@app/shared/format';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledger, users } from '../../db/schema';
import { typesIn } from '../ledger-types';
import { maskName } from '../mask-name';
import { shanghaiDay, shanghaiDayStart, shanghaiWeekStart } from '../signin/calendar';

export const RANKING_TYPES = { winnings: '盈利榜', turnover: '流水榜' } as const;
export type RankingType = keyof typeof RANKING_TYPES;
export const RANKING_PERIODS = { day: '日榜', week: '周榜', all: '总榜' } as const;
export type RankingPeriod = keyof typeof RANKING_PERIODS;

export const RANKING_SIZE = 20;

function since(period: RankingPeriod, now: Date): Date | null {
  if (period === 'day') return shanghaiDayStart(shanghaiDay(now));
  if (period === 'week') return shanghaiDayStart(shanghaiWeekStart(now));
  return null;
}

/**
 * Players by payouts received (winnings) or stakes placed net of cancellations (turnover) in the period,
 * from the ledger; ties go to whoever got there first (lower user id).
 */
export async function ranking(
  db: Queryable,
  type: RankingType,
  period: RankingPeriod,
  options: { now?: Date; viewerId?: number } = {},
) {
  const start = since(period, options.now ?? new Date());
  const types = type === 'winnings' ? typesIn('win') : [...typesIn('bet'), ...typesIn('refund')];
  const sign = type === 'winnings' ? sql`1` : sql`-1`;
  const value = sql<string>`${sign} * sum(${ledger.amount})`;
  const rows = await db
    .select({ userId: ledger.userId, username: users.username, vipLevel: users.vipLevel, value })
    .from(ledger)
    .innerJoin(users, eq(users.id, ledger.userId))
    .where(and(inArray(ledger.type, types), start ? gte(ledger.createdAt, start) : undefined))
    .groupBy(ledger.userId, users.username, users.vipLevel)
    .having(sql`${sign} * sum(${ledger.amount}) > 0`)
    .orderBy(desc(value), ledger.userId);
  const entries = rows.map((row, index) => ({
    rank: index + 1,
    name: row.userId === options.viewerId ? row.username : maskName(row.username),
    vip_level: row.vipLevel,
    amount: fenToYuan(BigInt(row.value)),
    is_me: row.userId === options.viewerId,
  }));
  const mine = entries.find((entry) => entry.is_me) ?? null;
  return {
    type,
    type_name: RANKING_TYPES[type],
    period,
    period_name: RANKING_PERIODS[period],
    list: entries.slice(0, RANKING_SIZE),
    mine: options.viewerId === undefined ? null : (mine ?? { rank: null, amount: '0.00' }),
  };
}
