import {
  type Combination,
  findCombination,
  formatOdds,
  type MatchResult,
  type PricedLeg,
  settleLeg,
  settleOrderSubBets,
  sportOfType,
} from '@app/shared/betting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matches, orderLegs, orders } from '../../db/schema';
import { DomainError } from '../errors';
import { moneyTransaction } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { squareCommissions } from '../plans/commission';
import { releaseLiability } from '../risk';
import { squareSyndicatePrizes } from '../syndicates/prizes';
import { bySyndicateShares } from '../syndicates/turnover';
import { countValidTurnover } from '../valid-turnover';
import { LEG_RESULT_CODE, LEG_RESULT_OF, MATCH_STATUS, ORDER_STATUS } from './codes';
import { announceLive, scoreUpdated } from './live-events';
import {
  addFinished,
  emptyFinished,
  type FinishedOrders,
  finishReadyOrders,
  gradeLegs,
  type OrderOutcome,
  orderStatusOf,
} from './settlement-sql';

export type MatchOutcome = ({ kind: 'result' } & MatchResult) | { kind: 'void' };

export class SettlementError extends DomainError {
  constructor(status: 404 | 409, message: string) {
    super(status, message);
  }
}

/**
 * The match columns an outcome sets, for settlement and 改判 alike: its status and, for a result, the scores
 * (a void keeps whatever score the match had).
 */
export function resultColumns(outcome: MatchOutcome) {
  if (outcome.kind === 'void') return { status: MATCH_STATUS.void };
  return {
    status: MATCH_STATUS.finished,
    homeScore: outcome.full.home,
    awayScore: outcome.full.away,
    halfHomeScore: outcome.half?.home ?? null,
    halfAwayScore: outcome.half?.away ?? null,
  };
}

export interface SettlementSummary {
  match_id: number;
  status: number;
  legs: number;
  orders: number;
  paid: bigint;
}

type OrderRow = typeof orders.$inferSelect;
type LegRow = typeof orderLegs.$inferSelect;

export const combinationsOf = (order: Pick<OrderRow, 'combos'>): Combination[] =>
  order.combos
    .split(',')
    .filter(Boolean)
    .map((code) => findCombination(code))
    .filter((combination): combination is Combination => combination !== undefined);

export const pricedLeg = (leg: LegRow): PricedLeg & { row: LegRow } => ({
  matchId: leg.matchId,
  banker: leg.banker,
  play: leg.play,
  odds: formatOdds(BigInt(leg.odds)),
  result: LEG_RESULT_OF[leg.result] ?? 'pending',
  row: leg,
});

/**
 * What an order whose legs are all decided returns and counts: the winnings of its won sub-bets (each at its
 * own multiple when the order is optimised), the stakes of its void ones given back, and the stakes of those
 * decided won or lost as valid turnover.
 */
export function orderOutcome(order: OrderRow, legs: LegRow[]): OrderOutcome {
  const mode = order.mode === 'mixed' ? 'mixed' : 'single';
  return settleOrderSubBets(
    mode,
    combinationsOf(order),
    legs.map(pricedLeg),
    order.amount,
    order.multiple,
    order.subMultiples,
  );
}

/**
 * Settlements run one at a time. Two matches of one 串关 settled at once would each still see the other's
 * leg pending (neither transaction sees the other's uncommitted grading), so neither would finish the order
 * and it would wait forever. Taken first, before the match and the wallets, so it adds no lock cycle.
 */
export const SETTLEMENT_LOCK = 7_200_601;

/**
 * Settles one match once: records the result, decides every pending leg on it, then finishes every order
 * that has no pending leg left: status, payout, the winnings (bet_win) and void stakes (bet_refund) credited
 * through the ledger, and the stakes decided won or lost counted as valid turnover, all in one transaction. A second call for the same match is refused (409), so nothing is paid twice.
 * Set-based, so 100,000 orders take seconds: the legs are graded in one statement (the result of each
 * distinct play/option/line computed by @app/shared/betting), single orders are priced and finished in SQL,
 * 串关 orders in chunks through the shared sub-bet expansion, the players paid with changeBalances.
 */
export async function settleMatch(
  db: Db,
  matchId: number,
  outcome: MatchOutcome,
): Promise<SettlementSummary> {
  const { summary, final } = await moneyTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK})`);
    const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
    if (!match) throw new SettlementError(404, '比赛不存在');
    if (match.settledAt) throw new SettlementError(409, '该比赛已结算');
    const sport = sportOfType(match.sportType);
    const columns = resultColumns(outcome);
    const [final] = await tx
      .update(matches)
      .set({ ...columns, settledAt: new Date() })
      .where(eq(matches.id, matchId))
      .returning();

    const kinds = await tx
      .selectDistinct({ play: orderLegs.play, option: orderLegs.option, line: orderLegs.line })
      .from(orderLegs)
      .where(and(eq(orderLegs.matchId, matchId), eq(orderLegs.result, LEG_RESULT_CODE.pending)));
    const legs = await gradeLegs(
      tx,
      matchId,
      kinds.map((kind) => ({
        ...kind,
        result:
          outcome.kind === 'void' || !sport
            ? 'void'
            : settleLeg(
                sport,
                { play: kind.play, option: kind.option, line: kind.line || undefined },
                outcome,
              ),
      })),
    );
    const { singles, mixedIds } = await finishReadyOrders(tx, matchId);
    const mixed = await finishMixedOrders(tx, mixedIds);
    await changeBalances(tx, [...singles.credits, ...mixed.credits]);
    await countValidTurnover(tx, await bySyndicateShares(tx, matchId, [...singles.stakes, ...mixed.stakes]));
    await releaseLiability(tx, matchId);
    await squareCommissions(tx, matchId);
    await squareSyndicatePrizes(tx, matchId);
    const count = singles.count + mixed.count;
    const paid = singles.paid + mixed.paid;
    const summary = {
      match_id: matchId,
      status: columns.status,
      legs,
      orders: count,
      paid,
    };
    return { summary, final };
  });
  // Live pages show the final score (or the cancellation) as soon as it is committed.
  if (final) announceLive(db, scoreUpdated(final));
  return summary;
}

const CHUNK = 1000;

/**
 * Sets status and payout of many orders in one statement. The `status = 0` guard makes finishing idempotent
 * even if two settlements ever overlapped: only the ids returned here were finished now (and are paid).
 */
async function markFinished(tx: Tx, outcomes: Map<number, OrderOutcome>): Promise<number[]> {
  if (outcomes.size === 0) return [];
  const values = sql.join(
    [...outcomes].map(
      ([id, outcome]) =>
        sql`(${id}::int, ${orderStatusOf(outcome)}::smallint, ${(outcome.prizeFen + outcome.refundFen).toString()}::bigint)`,
    ),
    sql`, `,
  );
  const rows = await tx
    .update(orders)
    .set({ status: sql`v.status`, payout: sql`v.payout`, settledAt: sql`now()` })
    .from(sql`(values ${values}) as v(id, status, payout)`)
    .where(and(eq(orders.id, sql`v.id`), eq(orders.status, ORDER_STATUS.pending)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/**
 * Ready 串关 orders: what they return sums their M串N expansion (复式 included), which the shared betting
 * module computes, so they are read and finished in chunks of a thousand.
 */
async function finishMixedOrders(tx: Tx, ids: number[]): Promise<FinishedOrders> {
  const finished = emptyFinished();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const orderRows = await tx.select().from(orders).where(inArray(orders.id, chunk)).orderBy(orders.id);
    const legRows = await tx
      .select()
      .from(orderLegs)
      .where(inArray(orderLegs.orderId, chunk))
      .orderBy(orderLegs.id);
    const legsByOrder = new Map<number, LegRow[]>();
    for (const leg of legRows) {
      const legs = legsByOrder.get(leg.orderId);
      if (legs) legs.push(leg);
      else legsByOrder.set(leg.orderId, [leg]);
    }
    const outcomes = new Map(
      orderRows.map((order) => [order.id, orderOutcome(order, legsByOrder.get(order.id) ?? [])]),
    );
    const done = new Set(await markFinished(tx, outcomes));
    for (const order of orderRows) {
      const outcome = outcomes.get(order.id);
      if (outcome && done.has(order.id)) addFinished(finished, order, outcome);
    }
  }
  return finished;
}
