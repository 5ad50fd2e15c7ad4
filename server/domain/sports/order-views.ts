import {
  divideHalfEven,
  enumerateSubBets,
  findCombination,
  findPlay,
  formatOdds,
  multipleAt,
  parseOdds,
  potentialPrizeFen,
  settleSubBet,
  sportOfType,
  VOID_ODDS,
} from '@app/shared/betting';
import { fenToYuan, toFen } from '@app/shared/format';
import { aliasedTable, and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { leagues, matches, orderLegs, orders, syndicates, teams } from '../../db/schema';
import { type DayFilter, instantsOf } from '../reports/days';
import { ORDER_STATUS_TEXT, SUB_BET_CODE, SUB_BET_TEXT } from './codes';
import { legResultText, playOutcome } from './leg-outcome';
import { combinationsOf, pricedLeg } from './settlement';

type OrderRow = typeof orders.$inferSelect;
const homeTeams = aliasedTable(teams, 'home_team');
const awayTeams = aliasedTable(teams, 'away_team');

async function legsWithMatches(db: Queryable, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      leg: orderLegs,
      match: matches,
      league: leagues.name,
      home: homeTeams.name,
      away: awayTeams.name,
    })
    .from(orderLegs)
    .innerJoin(matches, eq(matches.id, orderLegs.matchId))
    .innerJoin(leagues, eq(leagues.id, matches.leagueId))
    .innerJoin(homeTeams, eq(homeTeams.id, matches.homeTeamId))
    .innerJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId))
    .where(inArray(orderLegs.orderId, orderIds))
    .orderBy(orderLegs.id);
}
type LegView = Awaited<ReturnType<typeof legsWithMatches>>[number];

function legJson({ leg, match, league, home, away }: LegView) {
  const sport = sportOfType(match.sportType);
  return {
    match_id: match.id,
    match_no: match.matchNo,
    league_name: league,
    home_team: home,
    away_team: away,
    start_time: match.kickoffAt.toISOString(),
    match_status: match.status,
    home_score: match.homeScore,
    away_score: match.awayScore,
    half_home_score: match.halfHomeScore,
    half_away_score: match.halfAwayScore,
    play: leg.play,
    play_name: sport ? (findPlay(sport, leg.play)?.name ?? leg.play) : leg.play,
    option: leg.option,
    option_name: leg.optionName,
    odds: formatOdds(BigInt(leg.odds)),
    line: leg.line,
    outcome: playOutcome(sport, leg, match),
    result: leg.result,
    result_text: legResultText(leg.result, match.status),
    banker: leg.banker,
  };
}

function orderJson(order: OrderRow, legs: LegView[], syndicateId: number | null) {
  const combinations = combinationsOf(order);
  return {
    id: order.id,
    order_no: order.orderNo,
    sport_type: order.sportType,
    mode: order.mode === 'mixed' ? ('mixed' as const) : ('single' as const),
    mode_text: order.mode === 'mixed' ? '串关' : '单关',
    combos: combinations.map((combination) => combination.code),
    combo_names: combinations.map((combination) => combination.name),
    amount: fenToYuan(order.amount),
    multiple: order.multiple,
    optimized: order.subMultiples !== null,
    in_play: order.inPlay,
    bet_count: order.betCount,
    stake: fenToYuan(order.stake),
    min_prize: fenToYuan(order.minPrize),
    max_prize: fenToYuan(order.maxPrize),
    payout: fenToYuan(order.payout),
    status: order.status,
    status_text: ORDER_STATUS_TEXT[order.status] ?? '',
    created_at: order.createdAt.toISOString(),
    settled_at: order.settledAt?.toISOString() ?? null,
    syndicate_id: syndicateId,
    legs: legs.map(legJson),
  };
}
export type OrderJson = ReturnType<typeof orderJson>;

/** The 合买 whose ticket each order is (placed in its initiator's name), by order id. */
async function syndicatesOf(db: Queryable, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: syndicates.id, orderId: syndicates.orderId })
    .from(syndicates)
    .where(inArray(syndicates.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId as number, row.id]));
}

export async function ordersJson(db: Queryable, rows: OrderRow[]): Promise<OrderJson[]> {
  const ids = rows.map((row) => row.id);
  const [legs, syndicateIds] = await Promise.all([legsWithMatches(db, ids), syndicatesOf(db, ids)]);
  return rows.map((row) =>
    orderJson(
      row,
      legs.filter((view) => view.leg.orderId === row.id),
      syndicateIds.get(row.id) ?? null,
    ),
  );
}

export async function oneOrderJson(db: Queryable, row: OrderRow): Promise<OrderJson> {
  const [legs, syndicateIds] = await Promise.all([legsWithMatches(db, [row.id]), syndicatesOf(db, [row.id])]);
  return orderJson(row, legs, syndicateIds.get(row.id) ?? null);
}

/** The player's own order by id or number; someone else's is "not found", never "forbidden". */
export async function findOwnOrder(
  db: Queryable,
  userId: number,
  by: { id: number } | { orderNo: string },
): Promise<OrderRow | undefined> {
  const match = 'id' in by ? eq(orders.id, by.id) : eq(orders.orderNo, by.orderNo);
  const [row] = await db
    .select()
    .from(orders)
    .where(and(match, eq(orders.userId, userId)));
  return row;
}

/** 我的注单: the player's own orders, newest first, by status and Beijing day range (both optional). */
export async function orderHistory(
  db: Queryable,
  userId: number,
  filter: DayFilter & { status?: number | undefined },
  query: { page: number; perPage: number },
) {
  const { from, to } = instantsOf(filter);
  const where = and(
    eq(orders.userId, userId),
    filter.status === undefined ? undefined : eq(orders.status, filter.status),
    from ? gte(orders.createdAt, from) : undefined,
    to ? lt(orders.createdAt, to) : undefined,
  );
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return {
    list: await ordersJson(db, rows),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}

/** The odds of a sub-bet multiplied (a void leg counts 1.00), to hundredths half-to-even as the prize is. */
function oddsProduct(odds: bigint[]): string {
  const product = odds.reduce((total, each) => total * each, 1n);
  const scale = odds.reduce((total) => total * 100n, 1n);
  return formatOdds(divideHalfEven(product * 100n, scale));
}

/** Every sub-bet (k串1) of an order with its status and prize, in the stable enumeration order. */
async function subBetsOf(db: Queryable, order: OrderRow) {
  const views = await legsWithMatches(db, [order.id]);
  const byLeg = new Map<number, LegView>(views.map((view) => [view.leg.id, view]));
  const legs = views.map((view) => pricedLeg(view.leg));
  const mode = order.mode === 'mixed' ? 'mixed' : 'single';
  const result = [];
  let index = 0;
  for (const subBet of enumerateSubBets(mode, combinationsOf(order), legs)) {
    const multiple = multipleAt(order.subMultiples, order.multiple, index);
    index += 1;
    const settled = settleSubBet(subBet, order.amount, multiple);
    const status = SUB_BET_CODE[settled.status];
    const potential = potentialPrizeFen(subBet, order.amount, multiple);
    result.push({
      index,
      multiple,
      passes: subBet.length,
      pass_name: findCombination(`${subBet.length}x1`)?.name ?? '单关',
      odds_product: oddsProduct(
        subBet.map((leg) => (leg.result === 'void' ? VOID_ODDS : parseOdds(leg.odds))),
      ),
      stake: fenToYuan(order.amount * BigInt(multiple)),
      status,
      status_text: SUB_BET_TEXT[status] ?? '',
      // A void sub-bet shows the stake it gave back.
      prize: fenToYuan(settled.prizeFen + settled.refundFen),
      potential_prize: fenToYuan(potential),
      legs: subBet.flatMap((leg) => {
        const view = byLeg.get(leg.row.id);
        return view ? [legJson(view)] : [];
      }),
    });
  }
  return result;
}

export async function comboDetails(
  db: Queryable,
  order: OrderRow,
  query: { status?: number; page: number; perPage: number },
) {
  const all = await subBetsOf(db, order);
  const filtered = query.status === undefined ? all : all.filter((bet) => bet.status === query.status);
  const start = (query.page - 1) * query.perPage;
  return {
    order_no: order.orderNo,
    list: filtered.slice(start, start + query.perPage),
    total: filtered.length,
    page: query.page,
    per_page: query.perPage,
  };
}

export async function comboStats(db: Queryable, order: OrderRow) {
  const all = await subBetsOf(db, order);
  const tally = (status: number) => all.filter((bet) => bet.status === status).length;
  return {
    order_no: order.orderNo,
    total: all.length,
    win: tally(1),
    lose: tally(2),
    pending: tally(0),
    win_amount: fenToYuan(
      all.filter((bet) => bet.status === SUB_BET_CODE.won).reduce((sum, bet) => sum + toFen(bet.prize), 0n),
    ),
    stake: fenToYuan(order.stake),
    payout: fenToYuan(order.payout),
    status: order.status,
    status_text: ORDER_STATUS_TEXT[order.status] ?? '',
  };
}
