import { type LegResult, settleLeg, sportOfType } from '@app/shared/betting';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { matches, orderLegs, orders, teams } from '../../db/schema';
import { afterCommit, moneyTransaction } from '../ledger';
import { squareCommissions } from '../plans/commission';
import { squareSyndicatePrizes } from '../syndicates/prizes';
import { bySyndicateShares } from '../syndicates/turnover';
import { countValidTurnover, type SettledStake } from '../valid-turnover';
import { LEG_RESULT_CODE, ORDER_STATUS } from './codes';
import { announceLive, scoreUpdated } from './live-events';
import { type Adjustment, payAdjustments, setLegResults, setOrderOutcomes } from './resettlement-sql';
import {
  type MatchOutcome,
  orderOutcome,
  resultColumns,
  SETTLEMENT_LOCK,
  SettlementError,
} from './settlement';
import { orderStatusOf } from './settlement-sql';

export interface ResettlementSummary {
  match_id: number;
  /** The match's re-settlement count after this one (its ledger rows carry it in their keys). */
  revision: number;
  status: number;
  /** Legs on the match whose result changed. */
  legs: number;
  /** Settled orders whose payout changed: one ledger row each. */
  orders: number;
  credited: bigint;
  debited: bigint;
}

/** The request was made on a result that another approved re-settlement has since replaced. */
export class StaleResettlement extends Error {}

type OrderRow = typeof orders.$inferSelect;
type LegRow = typeof orderLegs.$inferSelect;

const CHUNK = 1000;
const home = alias(teams, 'home');
const away = alias(teams, 'away');

/** 改判 in its own money transaction (the approval runs resettleMatchIn inside its own). */
export function resettleMatch(
  db: Db,
  matchId: number,
  outcome: MatchOutcome,
  expectedRevision?: number,
): Promise<ResettlementSummary> {
  return moneyTransaction(db, (tx) => resettleMatchIn(tx, matchId, outcome, expectedRevision));
}

/**
 * Corrects the result of a settled match (or voids it): the match's legs are graded again, every settled order
 * with a leg on it is priced again by the same pure functions as settlement (orderOutcome), and the difference
 * between its new and old payout is booked as one `resettle_adjust` row per order, keyed by the match's new
 * revision, so a request can pay only once however often it is run. Orders still open (a 串关 with other legs
 * pending) only get their leg corrected; they pay when their last match settles. A player who cannot cover a
 * downward difference refuses the whole correction (payAdjustments): the ledger never goes below zero.
 * Valid turnover is only ever added (an order that counted nothing and now counts): what counted once may
 * already have earned rebates and VIP progress, which a correction does not take back.
 */
export async function resettleMatchIn(
  tx: Tx,
  matchId: number,
  outcome: MatchOutcome,
  expectedRevision?: number,
): Promise<ResettlementSummary> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SETTLEMENT_LOCK})`);
  const [match] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!match) throw new SettlementError(404, '比赛不存在');
  if (!match.settledAt) throw new SettlementError(409, '比赛尚未结算，请直接结算或取消');
  if (expectedRevision !== undefined && match.settleRevision !== expectedRevision) {
    throw new StaleResettlement();
  }
  const revision = match.settleRevision + 1;
  const [final] = await tx
    .update(matches)
    .set({ ...resultColumns(outcome), settleRevision: revision })
    .where(eq(matches.id, matchId))
    .returning();
  const name = await matchName(tx, matchId);
  const sport = sportOfType(match.sportType);
  const graded = new Map<string, LegResult>();
  const resultOf = (leg: LegRow): LegResult => {
    const key = `${leg.play}\u0000${leg.option}\u0000${leg.line}`;
    let result = graded.get(key);
    if (result === undefined) {
      result =
        outcome.kind === 'void' || !sport
          ? 'void'
          : settleLeg(sport, { play: leg.play, option: leg.option, line: leg.line || undefined }, outcome);
      graded.set(key, result);
    }
    return result;
  };

  const touched = await tx
    .selectDistinct({ id: orderLegs.orderId })
    .from(orderLegs)
    .where(eq(orderLegs.matchId, matchId))
    .orderBy(orderLegs.orderId);
  const adjustments: Adjustment[] = [];
  const stakes: SettledStake[] = [];
  let legsChanged = 0;
  for (let start = 0; start < touched.length; start += CHUNK) {
    const ids = touched.slice(start, start + CHUNK).map((row) => row.id);
    const orderRows = await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
    const legRows = await tx
      .select()
      .from(orderLegs)
      .where(inArray(orderLegs.orderId, ids))
      .orderBy(orderLegs.id);
    const corrected = new Map<number, number>();
    const legsByOrder = new Map<number, LegRow[]>();
    for (const leg of legRows) {
      const result = leg.matchId === matchId ? LEG_RESULT_CODE[resultOf(leg)] : leg.result;
      if (result !== leg.result) corrected.set(leg.id, result);
      const legs = legsByOrder.get(leg.orderId);
      if (legs) legs.push({ ...leg, result });
      else legsByOrder.set(leg.orderId, [{ ...leg, result }]);
    }
    legsChanged += await setLegResults(tx, corrected);
    const repriced = new Map<number, { status: number; payout: bigint }>();
    for (const order of orderRows) {
      if (order.status === ORDER_STATUS.pending) continue;
      const priced = orderOutcome(order, legsByOrder.get(order.id) ?? []);
      const payout = priced.prizeFen + priced.refundFen;
      const status = orderStatusOf(priced);
      if (payout !== order.payout || status !== order.status) repriced.set(order.id, { status, payout });
      if (payout !== order.payout) adjustments.push(adjustmentOf(order, payout, matchId, revision, name));
      stakes.push(stakeOf(order, priced.validFen));
    }
    await setOrderOutcomes(tx, repriced);
  }
  await payAdjustments(tx, adjustments);
  await squareCommissions(tx, matchId);
  await squareSyndicatePrizes(tx, matchId);
  await countValidTurnover(tx, await bySyndicateShares(tx, matchId, stakes));
  if (final) afterCommit(tx, (db) => announceLive(db, scoreUpdated(final)));
  const signed = adjustments.map((adjustment) => adjustment.after - adjustment.before);
  return {
    match_id: matchId,
    revision,
    status: final?.status ?? match.status,
    legs: legsChanged,
    orders: adjustments.length,
    credited: signed.filter((fen) => fen > 0n).reduce((sum, fen) => sum + fen, 0n),
    debited: signed.filter((fen) => fen < 0n).reduce((sum, fen) => sum - fen, 0n),
  };
}

const adjustmentOf = (
  order: OrderRow,
  payout: bigint,
  matchId: number,
  revision: number,
  matchName: string,
): Adjustment => ({
  userId: order.userId,
  orderNo: order.orderNo,
  before: order.payout,
  after: payout,
  matchName,
  idempotencyKey: `resettle:${matchId}:${revision}:${order.id}`,
});

const stakeOf = (order: OrderRow, validFen: bigint): SettledStake => ({
  userId: order.userId,
  gameType: 'sports',
  source: `order:${order.orderNo}`,
  amountFen: validFen,
  title: `体育投注 ${order.orderNo}`,
});

async function matchName(tx: Tx, matchId: number): Promise<string> {
  const [row] = await tx
    .select({ home: home.name, away: away.name })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(eq(matches.id, matchId));
  return row ? `${row.home} vs ${row.away}` : `比赛 ${matchId}`;
}
