import { fenToYuan } from '@app/shared/format';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledger } from '../../db/schema';
import { ledgerTypeText } from '../ledger-types';
import { beijingDate, dayStart } from './days';
import { BONUS_TYPES } from './ledger-views';

const sumText = sql<string>`coalesce(sum(${ledger.amount}), 0)::text`;

/** Bonus totals: all time, today and this month (Beijing days), and per bonus type. */
export async function bonusStatistics(db: Queryable, userId: number, now = new Date()) {
  const mine = and(eq(ledger.userId, userId), inArray(ledger.type, BONUS_TYPES));
  const today = beijingDate(now);
  const todayStart = dayStart(today);
  const monthStart = dayStart(`${today.slice(0, 8)}01`);
  const byType = await db
    .select({
      type: ledger.type,
      amount: sumText,
      count: count(),
      today: sql<string>`coalesce(sum(${ledger.amount}) filter (where ${ledger.createdAt} >= ${todayStart.toISOString()}::timestamptz), 0)::text`,
    })
    .from(ledger)
    .where(mine)
    .groupBy(ledger.type);
  const [month] = await db
    .select({ amount: sumText })
    .from(ledger)
    .where(and(mine, gte(ledger.createdAt, monthStart)));
  const total = (pick: (row: (typeof byType)[number]) => string) =>
    fenToYuan(byType.reduce((sum, row) => sum + BigInt(pick(row)), 0n));
  return {
    total: total((row) => row.amount),
    count: byType.reduce((sum, row) => sum + row.count, 0),
    today: total((row) => row.today),
    this_month: fenToYuan(BigInt(month?.amount ?? '0')),
    by_type: BONUS_TYPES.map((type) => {
      const row = byType.find((candidate) => candidate.type === type);
      return {
        type,
        type_text: ledgerTypeText(type),
        amount: fenToYuan(BigInt(row?.amount ?? '0')),
        count: row?.count ?? 0,
      };
    }),
  };
}
