import { fenToYuan } from '@app/shared/format';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { BettingFilter, BettingRecordJson, BettingSource, BettingSourceDef } from './betting-source';
import { BETTING_STATUS } from './betting-status';
import type { PageOf } from './ledger-views';
import { lotteryBetsSource } from './lottery-bets';
import { sportsBets } from './sports-bets';

/** Every place a player bets with the main wallet (in-game rounds are game records, gamesApi). */
export const BETTING_SOURCES: BettingSourceDef[] = [sportsBets, lotteryBetsSource];

const sourceDef = (source: string) => BETTING_SOURCES.find((candidate) => candidate.source === source);

type SourcedFilter = BettingFilter & { source?: BettingSource | undefined };

const sourcesOf = (filter: SourcedFilter) =>
  filter.source ? BETTING_SOURCES.filter((s) => s.source === filter.source) : BETTING_SOURCES;

/** The bets of the filter's sources as one table. */
function unionOf(userId: number, filter: SourcedFilter): SQL {
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

function totalsJson(row: { count: number; stake: string; payout: string; profit: string; pending: number }) {
  return {
    count: row.count,
    stake_total: fenToYuan(BigInt(row.stake)),
    payout_total: fenToYuan(BigInt(row.payout)),
    profit_total: fenToYuan(BigInt(row.profit)),
    pending_count: row.pending,
  };
}

/** Count, stakes, payouts and settled profit over the filter, overall and per source. */
export async function bettingStats(db: Queryable, userId: number, filter: SourcedFilter) {
  const settled = sql.raw(`status in (${BETTING_STATUS.won}, ${BETTING_STATUS.lost})`);
  // Cancelled and refunded bets took no money: they count as records but not as stakes.
  const live = sql.raw(`status not in (${BETTING_STATUS.cancelled}, ${BETTING_STATUS.refunded})`);
  const rows = await db
    .select({
      source: sql<string>`source`,
      count: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(stake) filter (where ${live}), 0)::text`,
      payout: sql<string>`coalesce(sum(payout) filter (where ${settled}), 0)::text`,
      profit: sql<string>`coalesce(sum(payout - stake) filter (where ${settled}), 0)::text`,
      pending: sql<number>`(count(*) filter (where status = ${sql.raw(String(BETTING_STATUS.pending))}))::int`,
    })
    .from(unionOf(userId, filter))
    .groupBy(sql`source`);
  const bySource = sourcesOf(filter).map((source) => {
    const row = rows.find((candidate) => candidate.source === source.source);
    return {
      source: source.source,
      source_text: source.text,
      ...totalsJson(row ?? { count: 0, stake: '0', payout: '0', profit: '0', pending: 0 }),
    };
  });
  const sum = (pick: (row: (typeof rows)[number]) => string) =>
    rows.reduce((total, row) => total + BigInt(pick(row)), 0n).toString();
  return {
    ...totalsJson({
      count: rows.reduce((total, row) => total + row.count, 0),
      stake: sum((row) => row.stake),
      payout: sum((row) => row.payout),
      profit: sum((row) => row.profit),
      pending: rows.reduce((total, row) => total + row.pending, 0),
    }),
    by_source: bySource,
  };
}

/** One record by its "<source>-<id>" key; someone else's or an unknown one is null. */
export async function findBettingRecord(db: Queryable, userId: number, key: string) {
  const match = /^([a-z]+)-(\d{1,10})$/.exec(key);
  const source = match ? sourceDef(match[1] ?? '') : undefined;
  if (!match || !source) return null;
  return source.detail(db, userId, Number(match[2]));
}
