import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledger } from '../../db/schema';
import { type LedgerTypeName, ledgerTypeText } from '../ledger-types';
import type { RebateGameType } from './rates';

/** Valid turnover of one player and game type after a watermark: (afterRef, toRef]. */
export interface TurnoverSummary {
  turnover: bigint;
  betCount: number;
  /** Highest source row included; null when there is none. */
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

export interface TurnoverSource {
  gameType: RebateGameType;
  summarize(db: Queryable, userId: number, afterRef: number): Promise<TurnoverSummary>;
  /** How many stakes a period holds and the newest of them. */
  bets(
    db: Queryable,
    userId: number,
    period: { fromRef: number; toRef: number },
    limit: number,
  ): Promise<{ count: number; list: TurnoverBet[] }>;
}

/**
 * Which stake ledger types (categories bet and refund) are turnover of which game type. A cancelled stake
 * counts negative, so a bet cancelled after its period was rebated is taken off the next period.
 */
export const LEDGER_TURNOVER_TYPES: Record<'sports' | 'lottery', LedgerTypeName[]> = {
  sports: ['bet'],
  lottery: ['lottery_bet', 'lottery_cancel'],
};

/** An instant as epoch milliseconds text: the same on every driver and session time zone. */
export const epochMs = (instant: SQL) =>
  sql<string | null>`(extract(epoch from ${instant}) * 1000)::bigint::text`;

function ledgerSource(gameType: 'sports' | 'lottery'): TurnoverSource {
  const types = LEDGER_TURNOVER_TYPES[gameType];
  const rowsOf = (userId: number) => and(eq(ledger.userId, userId), inArray(ledger.type, types));
  return {
    gameType,
    async summarize(db, userId, afterRef) {
      const [row] = await db
        .select({
          turnover: sql<string>`coalesce(-sum(${ledger.amount}), 0)::text`,
          betCount: sql<number>`(count(*) filter (where ${ledger.amount} < 0))::int`,
          toRef: sql<number | null>`max(${ledger.id})::int`,
          first: epochMs(sql`min(${ledger.createdAt})`),
          last: epochMs(sql`max(${ledger.createdAt})`),
        })
        .from(ledger)
        .where(and(rowsOf(userId), gt(ledger.id, afterRef)));
      return {
        turnover: BigInt(row?.turnover ?? '0'),
        betCount: row?.betCount ?? 0,
        toRef: row?.toRef ?? null,
        first: row?.first ? new Date(Number(row.first)) : null,
        last: row?.last ? new Date(Number(row.last)) : null,
      };
    },
    async bets(db, userId, { fromRef, toRef }, limit) {
      const inPeriod = and(rowsOf(userId), gt(ledger.id, fromRef), lte(ledger.id, toRef));
      const rows = await db.select().from(ledger).where(inPeriod).orderBy(desc(ledger.id)).limit(limit);
      const [total] = await db.select({ n: count() }).from(ledger).where(inPeriod);
      return {
        count: total?.n ?? 0,
        list: rows.map((row) => ({
          id: row.id,
          title: row.remark || ledgerTypeText(row.type),
          amount: fenToYuan(-row.amount),
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
}

/** Where each game type's turnover comes from; in-game turnover joins when game records exist. */
export const TURNOVER_SOURCES: TurnoverSource[] = [ledgerSource('sports'), ledgerSource('lottery')];
