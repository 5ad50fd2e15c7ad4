import { randomInt } from 'node:crypto';
import {
  formatOdds,
  parseOdds,
  type Selection,
  SPORT_TYPE_OF,
  sportOfType,
  UNKNOWN_OPTION,
} from '@app/shared/betting';
import { beijingStamp } from '@app/shared/format';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matches, matchOdds, orderLegs, orders } from '../../db/schema';
import { changeBalance, moneyTransaction } from '../ledger';
import { guardStake } from '../protection';
import { lockPlayerFor } from '../restrictions';
import { LiabilityBreach, reserveLiability, suspendOutcome } from '../risk';
import { MATCH_STATUS } from './codes';
import { assertMarketsOpen } from './inplay/market-state';
import { type PlaceablePlan, placeablePlan, repriced, type SubmitInput, slipSelections } from './order-plan';
import { MATCH_CLOSED, type OddsChange, OrderRejected } from './order-rejected';

export type { SubmitInput } from './order-plan';
export { MATCH_CLOSED, ODDS_CHANGED, type OddsChange, OrderRejected } from './order-rejected';

type OrderRow = typeof orders.$inferSelect;

/** Order numbers: SP + Beijing date-time to the second + 6 random digits. */
function newOrderNo(now: Date): string {
  return `SP${beijingStamp(now)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

async function findByKey(db: Db, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .prepare('order_by_key')
    .execute();
  return row;
}

/**
 * Places an order: re-validates the slip with @app/shared/betting (the client can be bypassed; singles only
 * where the match offers the play for 单关), checks every match is still open and every odds is current (or
 * moved as the player's odds policy accepts: the order is then priced at the current odds), then debits the
 * stake through the ledger and writes the order and its legs in one transaction. The same idempotency key returns the first order.
 */
export async function submitOrder(
  db: Db,
  input: SubmitInput,
): Promise<{ order: OrderRow; repeated: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (existing) return { order: existing, repeated: true };
  }
  const selections = await slipSelections(db, input);
  const plan = placeablePlan(input, selections);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const order = await moneyTransaction(db, (tx) => placeOrder(tx, input, selections, plan));
      return { order, repeated: false };
    } catch (error) {
      if (error instanceof LiabilityBreach && error.suspend) await suspendOutcome(db, error.suspend);
      const violated = uniqueViolation(error);
      // Six random digits per second: at hundreds of orders a second two can draw the same number.
      if (violated?.includes('order_no') && attempt < ORDER_NO_ATTEMPTS) continue;
      // Two requests with one key raced: the loser returns the winner's order.
      if (input.idempotencyKey && violated) {
        const existing = await findByKey(db, input.userId, input.idempotencyKey);
        if (existing) return { order: existing, repeated: true };
      }
      throw error;
    }
  }
}

const ORDER_NO_ATTEMPTS = 3;

/**
 * The transaction of one order, in few round trips (each statement prepared once per connection): the
 * matches (locked FOR SHARE, so a settlement waits for this order) with their odds in one read, the stake
 * debit (which locks the wallet before anything references the player), the order, its legs. Matches are
 * locked before the wallet, in the same order as a settlement (match, then wallets), so the two never deadlock.
 */
async function placeOrder(
  tx: Tx,
  input: SubmitInput,
  selections: Selection[],
  plan: PlaceablePlan,
): Promise<OrderRow> {
  const matchIds = [...new Set(selections.map((selection) => selection.matchId))];
  const current = await tx
    .select({
      matchId: matches.id,
      sportType: matches.sportType,
      status: matches.status,
      kickoffAt: matches.kickoffAt,
      play: matchOdds.play,
      option: matchOdds.option,
      odds: matchOdds.odds,
      line: matchOdds.line,
    })
    .from(matches)
    .leftJoin(matchOdds, eq(matchOdds.matchId, matches.id))
    .where(inArray(matches.id, matchIds))
    .for('share', { of: matches })
    .prepare('submit_match_odds')
    .execute();
  for (const id of matchIds) {
    const match = current.find((row) => row.matchId === id);
    if (!match || sportOfType(match.sportType) !== input.sport) throw new OrderRejected(UNKNOWN_OPTION);
    const open = input.inPlay
      ? match.status === MATCH_STATUS.live
      : match.status === MATCH_STATUS.scheduled && match.kickoffAt.getTime() > Date.now();
    if (!open) throw new OrderRejected(MATCH_CLOSED);
  }
  if (input.inPlay) await assertMarketsOpen(tx, matchIds, input.marketSuspensions);
  const changes: OddsChange[] = [];
  const legs = selections.map((selection) => {
    const row = current.find(
      (odds) =>
        odds.matchId === selection.matchId &&
        odds.play === selection.play &&
        odds.option === selection.option,
    );
    if (!row || row.odds === null || row.line === null) throw new OrderRejected(UNKNOWN_OPTION);
    if (BigInt(row.odds) !== parseOdds(selection.odds)) {
      changes.push({
        match_id: selection.matchId,
        play: selection.play,
        option: selection.option,
        old_odds: selection.odds,
        new_odds: formatOdds(BigInt(row.odds)),
      });
    }
    return { selection, odds: row.odds, line: row.line };
  });
  const { estimate, combinations, subMultiples } = changes.length > 0 ? repriced(input, legs, changes) : plan;

  const orderNo = newOrderNo(new Date());
  // No idempotency key on the debit: it is the only one in a transaction that also writes the order, whose
  // number is unique; the order's own key is what makes a resubmission return the first order.
  // The wallet after the matches (as a settlement takes them); the player's restrictions read with it held.
  await lockPlayerFor(tx, input.userId, 'sports');
  if (!input.paidFromHolds) {
    await guardStake(tx, {
      userId: input.userId,
      amountFen: estimate.stakeFen,
      source: `order:${orderNo}`,
      now: new Date(),
      sessionId: input.sessionId,
    });
    await changeBalance(tx, {
      userId: input.userId,
      amountFen: -estimate.stakeFen,
      type: 'bet',
      remark: `投注 ${orderNo}`,
    });
  }
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo,
      userId: input.userId,
      sportType: SPORT_TYPE_OF[input.sport],
      mode: input.mode,
      combos: combinations.map((combination) => combination.code).join(','),
      amount: BigInt(input.amount) * 100n,
      multiple: input.multiple,
      subMultiples,
      betCount: estimate.count,
      stake: estimate.stakeFen,
      minPrize: estimate.minPrizeFen,
      maxPrize: estimate.maxPrizeFen,
      inPlay: input.inPlay === true,
      idempotencyKey: input.idempotencyKey ?? null,
    })
    .returning()
    .prepare('submit_order')
    .execute();
  if (!order) throw new Error('order insert returned nothing');
  await tx
    .insert(orderLegs)
    .values(
      legs.map(({ selection, odds, line }) => ({
        orderId: order.id,
        matchId: selection.matchId,
        play: selection.play,
        option: selection.option,
        optionName: selection.name,
        odds,
        line,
        banker: selection.banker === true,
      })),
    )
    .prepare('submit_legs')
    .execute();
  await reserveLiability(tx, {
    userId: input.userId,
    orderId: order.id,
    stakeFen: estimate.stakeFen,
    maxPrizeFen: estimate.maxPrizeFen,
    shape: {
      mode: input.mode,
      combinations,
      legs: legs.map(({ selection, odds }) => ({
        matchId: selection.matchId,
        ...(selection.banker ? { banker: true } : {}),
        play: selection.play,
        option: selection.option,
        odds: BigInt(odds),
      })),
      amountFen: BigInt(input.amount) * 100n,
      multiple: input.multiple,
      subMultiples,
    },
  });
  await input.onPlaced?.(tx, order);
  return order;
}

/** The violated unique constraint (its name or detail) of a database error, if that is what it is. */
function uniqueViolation(error: unknown): string | null {
  for (let current = error as DatabaseError | undefined; current; current = current.cause as DatabaseError) {
    if (current.code === '23505') {
      return `${current.constraint_name ?? current.constraint ?? ''} ${current.detail ?? ''}`;
    }
  }
  return null;
}

interface DatabaseError {
  code?: unknown;
  cause?: unknown;
  /** postgres-js */
  constraint_name?: string;
  /** PGlite */
  constraint?: string;
  detail?: string;
}
