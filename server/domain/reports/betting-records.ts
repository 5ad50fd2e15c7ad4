import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { BettingFilter, BettingRecordJson, BettingSource, BettingSourceDef } from './betting-source';
import type { PageOf } from './ledger-views';
import { lotteryBetsSource } from './lottery-bets';
import { sportsBets } from './sports-bets';

/** Every place a player bets with the main wallet (in-game rounds are game records, gamesApi). */
export const BETTING_SOURCES: BettingSourceDef[] = [sportsBets, lotteryBetsSource];

const sourceDef = (source: string) => BETTING_SOURCES.find((candidate) => candidate.source === source);

export type SourcedFilter = BettingFilter & { source?: BettingSource | undefined };

export const sourcesOf = (filter: SourcedFilter) =>
  filter.source ? BETTING_SOURCES.filter((s) => s.source === filter.source) : BETTING_SOURCES;

/** The bets of the filter's sources as one table. */
export function unionOf(userId: number, filter: SourcedFilter): SQL {
  return sql`(${sql.join(
    sourcesOf(filter).map((source) => sql`(${source.rows(userId, filter)})`),
    sql` union all `,
  )}) as bets`;
}

export async function listBettingRecords(
  db: Queryable,
  userId: number,
  filter: SourcedFilter,
  { page, perPage }: PageOf,
) {
  const bets = unionOf(userId, filter);
  const keys = await db
    .select({ source: sql<string>`source`, id: sql<number>`id::int` })
    .from(bets)
    .orderBy(sql`created_at desc, source, id desc`)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(bets);
  const found = new Map<string, BettingRecordJson>();
  for (const source of BETTING_SOURCES) {
    const ids = keys.filter((key) => key.source === source.source).map((key) => key.id);
    for (const record of await source.records(db, userId, ids)) found.set(record.id, record);
  }
  return {
    list: keys.flatMap((key) => found.get(`${key.source}-${key.id}`) ?? []),
    total: total?.n ?? 0,
    page,
    per_page: perPage,
  };
}

/** One record by its "<source>-<id>" key; someone else's or an unknown one is null. */
export async function findBettingRecord(db: Queryable, userId: number, key: string) {
  const match = /^([a-z]+)-(\d{1,10})$/.exec(key);
  const source = match ? sourceDef(match[1] ?? '') : undefined;
  if (!match || !source) return null;
  return source.detail(db, userId, Number(match[2]));
}
