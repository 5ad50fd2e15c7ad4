import { type Combination, findCombination } from '@app/shared/betting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookMatchLiability, bookOutcomeLiability, orderLegs, orderLiability, orders } from '../../db/schema';
import { matchShares, type OutcomeLeg, outcomeShares } from './contributions';
import { liabilityChangedAfterCommit } from './events';

const PENDING = 0;
const LOST = 2;
const VOID = 3;

/**
 * Inside a match's settlement, after its orders are finished: the match's outcomes are no longer at risk;
 * every order that finished now gives back its share of other matches' outcomes; a 串关 still open whose leg
 * here lost or was void now owes less on its other legs (its sub-bets with a lost leg can no longer pay).
 */
export async function releaseLiability(tx: Tx, matchId: number): Promise<void> {
  const reshaped = await reshapedOrders(tx, matchId);
  await giveBack(
    tx,
    sql`o.status <> ${PENDING} or o.id in (${
      reshaped.length
        ? sql.join(
            reshaped.map((o) => sql`${o.id}`),
            sql`, `,
          )
        : sql`null`
    })`,
    matchId,
  );
  await tx.delete(orderLiability).where(eq(orderLiability.matchId, matchId));
  await tx.delete(bookOutcomeLiability).where(eq(bookOutcomeLiability.matchId, matchId));
  await tx.delete(bookMatchLiability).where(eq(bookMatchLiability.matchId, matchId));
  for (const order of reshaped) await addShares(tx, order);
  // The console reloads the whole list on any change, so the settled match stands for the others it eased.
  liabilityChangedAfterCommit(tx, [matchId]);
}

/** Deletes the other matches' shares of the chosen orders holding a leg on `matchId` and lowers the totals. */
async function giveBack(tx: Tx, chosen: ReturnType<typeof sql>, matchId: number): Promise<void> {
  await tx.execute(sql`
    with released as (
      delete from order_liability ol
      using orders o
      where ol.order_id = o.id and ol.match_id <> ${matchId} and (${chosen})
        and o.id in (select order_id from order_liability where match_id = ${matchId})
      returning ol.match_id, ol.play, ol.option, ol.amount
    ), outcomes as (
      update book_outcome_liability b set liability = b.liability - p.total
      from (select match_id, play, option, sum(amount) as total from released group by match_id, play, option) p
      where b.match_id = p.match_id and b.play = p.play and b.option = p.option
      returning b.match_id
    )
    update book_match_liability m set liability = m.liability - s.total
    from (select match_id, sum(amount) as total from released group by match_id) s
    where m.match_id = s.match_id`);
}

interface ReshapedOrder {
  id: number;
  mode: 'single' | 'mixed';
  combinations: Combination[];
  amountFen: bigint;
  multiple: number;
  subMultiples: number[] | null;
  legs: OutcomeLeg[];
  /** The matches of its legs still ungraded: the only ones it can still owe on. */
  openMatches: Set<number>;
}

/** The open 串关 orders with a leg on `matchId` that lost or was void, with their legs as they stand now. */
async function reshapedOrders(tx: Tx, matchId: number): Promise<ReshapedOrder[]> {
  const hit = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLegs, eq(orderLegs.orderId, orders.id))
    .where(
      and(
        eq(orderLegs.matchId, matchId),
        inArray(orderLegs.result, [LOST, VOID]),
        eq(orders.status, PENDING),
        eq(orders.mode, 'mixed'),
      ),
    );
  if (hit.length === 0) return [];
  const ids = hit.map((row) => row.id);
  const rows = await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id);
  const legs = await tx.select().from(orderLegs).where(inArray(orderLegs.orderId, ids)).orderBy(orderLegs.id);
  return rows.map((order) => {
    const own = legs.filter((leg) => leg.orderId === order.id);
    return {
      id: order.id,
      mode: 'mixed',
      combinations: order.combos
        .split(',')
        .map((code) => findCombination(code))
        .filter((combination): combination is Combination => combination !== undefined),
      amountFen: order.amount,
      multiple: order.multiple,
      subMultiples: order.subMultiples,
      openMatches: new Set(own.filter((leg) => leg.result === PENDING).map((leg) => leg.matchId)),
      legs: own.map((leg) => ({
        matchId: leg.matchId,
        banker: leg.banker,
        play: leg.play,
        option: leg.option,
        odds: BigInt(leg.odds),
        lost: leg.result === LOST,
        void: leg.result === VOID,
      })),
    };
  });
}

/** Writes a reshaped order's shares of its matches still open and raises their totals by them. */
async function addShares(tx: Tx, order: ReshapedOrder): Promise<void> {
  const shares = outcomeShares(order).filter(
    (share) => share.amountFen > 0n && order.openMatches.has(share.matchId),
  );
  if (shares.length === 0) return;
  for (const share of shares) {
    await tx
      .insert(bookOutcomeLiability)
      .values({ matchId: share.matchId, play: share.play, option: share.option, liability: share.amountFen })
      .onConflictDoUpdate({
        target: [bookOutcomeLiability.matchId, bookOutcomeLiability.play, bookOutcomeLiability.option],
        set: { liability: sql`${bookOutcomeLiability.liability} + excluded.liability` },
      });
  }
  for (const share of matchShares(shares)) {
    await tx
      .insert(bookMatchLiability)
      .values({ matchId: share.matchId, liability: share.amountFen })
      .onConflictDoUpdate({
        target: bookMatchLiability.matchId,
        set: { liability: sql`${bookMatchLiability.liability} + excluded.liability` },
      });
  }
  await tx.insert(orderLiability).values(
    shares.map((share) => ({
      orderId: order.id,
      matchId: share.matchId,
      play: share.play,
      option: share.option,
      amount: share.amountFen,
    })),
  );
}
