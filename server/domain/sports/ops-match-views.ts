// What the operators' 赛事交易 pages read: matches with their in-play market state and the exposure of the
// orders still waiting on them, so a trader sees what a suspension, a price or a settlement touches.
import { fenToYuan } from '@app/shared/format';
import { asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, orderLegs, orders, teams } from '../../db/schema';
import { DomainError } from '../errors';
import { MATCH_STATUS, ORDER_STATUS } from './codes';
import { type MarketState, marketStates } from './inplay/market-state';
import { findMatch, findMatches, matchJson, matchListJson, oddsOf, playsJson } from './markets';

export interface OpsMatchQuery {
  status?: number | undefined;
  sport?: number | undefined;
  date?: string | undefined;
  page: number;
  per_page: number;
}

interface Exposure {
  count: number;
  stake: bigint;
}

/** Per match: the pending orders holding a leg on it (an order with two legs on one match counts once). */
async function openOrdersOf(db: Queryable, matchIds: number[]): Promise<Map<number, Exposure>> {
  if (matchIds.length === 0) return new Map();
  const legs = db
    .selectDistinct({ matchId: orderLegs.matchId, orderId: orderLegs.orderId })
    .from(orderLegs)
    .where(inArray(orderLegs.matchId, matchIds))
    .as('legs');
  const rows = await db
    .select({
      matchId: legs.matchId,
      count: countDistinct(orders.id),
      stake: sql<string>`coalesce(sum(${orders.stake}), 0)::text`,
    })
    .from(legs)
    .innerJoin(orders, eq(orders.id, legs.orderId))
    .where(eq(orders.status, ORDER_STATUS.pending))
    .groupBy(legs.matchId);
  return new Map(rows.map((row) => [row.matchId, { count: row.count, stake: BigInt(row.stake) }]));
}

/** In-play markets exist only while a match is live; otherwise there is nothing to suspend. */
function marketJson(status: number, state: MarketState | undefined) {
  if (status !== MATCH_STATUS.live) return null;
  return { open: state?.open ?? true, reason: state?.reason ?? null };
}

const exposureJson = (exposure: Exposure | undefined) => ({
  open_orders: exposure?.count ?? 0,
  open_stake: fenToYuan(exposure?.stake ?? 0n),
});

/** 赛事 list: a page of matches, newest first for finished and cancelled ones, else by kick-off. */
export async function opsMatchPage(db: Queryable, query: OpsMatchQuery) {
  const statuses = query.status === undefined ? undefined : [query.status];
  const { rows, total } = await findMatches(
    db,
    {
      ...(statuses ? { statuses } : {}),
      ...(query.sport ? { sportType: query.sport } : {}),
      ...(query.date ? { date: query.date } : {}),
    },
    {
      page: query.page,
      perPage: query.per_page,
      newestFirst: statuses?.every((status) => status >= MATCH_STATUS.finished) ?? false,
    },
  );
  const ids = rows.map((row) => row.match.id);
  const [items, states, exposure] = await Promise.all([
    matchListJson(db, rows),
    marketStates(db, ids, new Date()),
    openOrdersOf(db, ids),
  ]);
  const settled = new Set(rows.filter((row) => row.match.settledAt).map((row) => row.match.id));
  const list = items.map((item) => ({
    ...item,
    settled: settled.has(item.id),
    market: marketJson(item.status, states.get(item.id)),
    ...exposureJson(exposure.get(item.id)),
  }));
  return { list, total, page: query.page, per_page: query.per_page };
}

/** One match with every market and price, its in-play state and its open orders. */
export async function opsMatchDetail(db: Queryable, id: number) {
  const found = await findMatch(db, id);
  if (!found) throw new DomainError(404, '比赛不存在');
  const [odds, states, exposure] = await Promise.all([
    oddsOf(db, [id]),
    marketStates(db, [id], new Date()),
    openOrdersOf(db, [id]),
  ]);
  return {
    ...matchJson(found),
    settled: found.match.settledAt !== null,
    market: marketJson(found.match.status, states.get(id)),
    ...exposureJson(exposure.get(id)),
    plays: playsJson(found.match, odds.get(id) ?? []),
  };
}

/** Every league with its clubs, for 新增比赛 (the desk picks two clubs of one league). */
export async function opsLeagues(db: Queryable) {
  const rows = await db
    .select({
      id: leagues.id,
      sport_type: leagues.sportType,
      name: leagues.name,
      team_id: teams.id,
      team_name: teams.name,
    })
    .from(leagues)
    .innerJoin(teams, eq(teams.leagueId, leagues.id))
    .orderBy(asc(leagues.sort), asc(teams.id));
  const byLeague = new Map<
    number,
    { id: number; sport_type: number; name: string; teams: Array<{ id: number; name: string }> }
  >();
  for (const row of rows) {
    const league = byLeague.get(row.id) ?? {
      id: row.id,
      sport_type: row.sport_type,
      name: row.name,
      teams: [],
    };
    league.teams.push({ id: row.team_id, name: row.team_name });
    byLeague.set(row.id, league);
  }
  return [...byLeague.values()];
}
