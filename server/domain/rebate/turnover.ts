import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { validTurnover } from '../../db/schema';
import type { RebateGameType } from './rates';

/** Valid turnover of one player and game type after a watermark: (afterRef, toRef]. */
export interface TurnoverSummary {
  turnover: bigint;
  betCount: number;
  /** Highest valid_turnover row included; null when there is none. */
  toRef: number | null;
  first: Date | null;
  last: Date | null;
}

export interface TurnoverBet {
  id: number;
  title: string;
  amount: string;
  created_at: string;
}

/** An instant as epoch milliseconds text: the same on every driver and session time zone. */
export const epochMs = (instant: SQL) =>
  sql<string | null>`(extract(epoch from ${instant}) * 1000)::bigint::text`;

const rowsOf = (userId: number, gameType: RebateGameType) =>
  and(eq(validTurnover.userId, userId), eq(validTurnover.gameType, gameType));

/**
 * The valid turnover (有效投注, domain/valid-turnover.ts: stakes settled won or lost) of one game type since
 * a watermark. Rows of one player are numbered in commit order under their wallet lock, so their ids are a
 * safe watermark.
 */
export async function summarizeTurnover(
  db: Queryable,
  userId: number,
  gameType: RebateGameType,
  afterRef: number,
): Promise<TurnoverSummary> {
  const [row] = await db
    .select({
      turnover: sql<string>`coalesce(sum(${validTurnover.amount}), 0)::text`,
      betCount: sql<number>`count(*)::int`,
      toRef: sql<string | null>`max(${validTurnover.id})::text`,
      first: epochMs(sql`min(${validTurnover.createdAt})`),
      last: epochMs(sql`max(${validTurnover.createdAt})`),
    })
    .from(validTurnover)
    .where(and(rowsOf(userId, gameType), gt(validTurnover.id, afterRef)));
  return {
    turnover: BigInt(row?.turnover ?? '0'),
    betCount: row?.betCount ?? 0,
    toRef: row?.toRef ? Number(row.toRef) : null,
    first: row?.first ? new Date(Number(row.first)) : null,
    last: row?.last ? new Date(Number(row.last)) : null,
  };
}

/** How many settled stakes a period holds and the newest of them. */
export async function turnoverBets(
  db: Queryable,
  userId: number,
  gameType: RebateGameType,
  period: { fromRef: number; toRef: number },
  limit: number,
): Promise<{ count: number; list: TurnoverBet[] }> {
  const inPeriod = and(
    rowsOf(userId, gameType),
    gt(validTurnover.id, period.fromRef),
    lte(validTurnover.id, period.toRef),
  );
  const rows = await db
    .select()
    .from(validTurnover)
    .where(inPeriod)
    .orderBy(desc(validTurnover.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(validTurnover).where(inPeriod);
  return {
    count: total?.n ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      amount: fenToYuan(row.amount),
      created_at: row.createdAt.toISOString(),
    })),
  };
}
