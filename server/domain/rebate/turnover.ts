import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { gameRounds, games, ledger } from '../../db/schema';
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

interface SummaryRow {
  turnover: string;
  betCount: number;
  toRef: string | null;
  first: string | null;
  last: string | null;
}

const summaryOf = (row: SummaryRow | undefined): TurnoverSummary => ({
  turnover: BigInt(row?.turnover ?? '0'),
  betCount: row?.betCount ?? 0,
  toRef: row?.toRef ? Number(row.toRef) : null,
  first: row?.first ? new Date(Number(row.first)) : null,
  last: row?.last ? new Date(Number(row.last)) : null,
});

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
          toRef: sql<string | null>`max(${ledger.id})::text`,
          first: epochMs(sql`min(${ledger.createdAt})`),
          last: epochMs(sql`max(${ledger.createdAt})`),
        })
        .from(ledger)
        .where(and(rowsOf(userId), gt(ledger.id, afterRef)));
      return summaryOf(row);
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

/**
 * In-game turnover: the stakes of game rounds (slot spins), played from the platform wallet and so never in
 * the ledger. Rounds are written under the wallet lock too, so their ids are a safe watermark.
 */
const gameSource: TurnoverSource = {
  gameType: 'game',
  async summarize(db, userId, afterRef) {
    const [row] = await db
      .select({
        turnover: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text`,
        betCount: sql<number>`(count(*) filter (where ${gameRounds.bet} > 0))::int`,
        toRef: sql<string | null>`max(${gameRounds.id})::text`,
        first: epochMs(sql`min(${gameRounds.createdAt})`),
        last: epochMs(sql`max(${gameRounds.createdAt})`),
      })
      .from(gameRounds)
      .where(and(eq(gameRounds.userId, userId), gt(gameRounds.id, afterRef)));
    return summaryOf(row);
  },
  async bets(db, userId, { fromRef, toRef }, limit) {
    const inPeriod = and(
      eq(gameRounds.userId, userId),
      gt(gameRounds.id, fromRef),
      lte(gameRounds.id, toRef),
    );
    const rows = await db
      .select({ id: gameRounds.id, bet: gameRounds.bet, createdAt: gameRounds.createdAt, game: games.name })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .where(inPeriod)
      .orderBy(desc(gameRounds.id))
      .limit(limit);
    const [total] = await db.select({ n: count() }).from(gameRounds).where(inPeriod);
    return {
      count: total?.n ?? 0,
      list: rows.map((row) => ({
        id: row.id,
        title: row.game,
        amount: fenToYuan(row.bet),
        created_at: row.createdAt.toISOString(),
      })),
    };
  },
};

/** Where each game type's turnover comes from. */
export const TURNOVER_SOURCES: TurnoverSource[] = [
  ledgerSource('sports'),
  ledgerSource('lottery'),
  gameSource,
];
