import { randomInt } from 'node:crypto';
import {
  acceptsOddsChange,
  findOption,
  formatOdds,
  type OddsPolicy,
  type PlayKey,
  parseOdds,
  planOptimized,
  planSlip,
  type Selection,
  type SlipPlan,
  SPORT_TYPE_OF,
  type Sport,
  type SubBetMultiple,
  sportOfType,
  UNKNOWN_OPTION,
} from '@app/shared/betting';
import { beijingStamp } from '@app/shared/format';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { matches, matchOdds, orderLegs, orders } from '../../db/schema';
import { DomainError } from '../errors';
import { changeBalance, moneyTransaction } from '../ledger';
import { MATCH_STATUS } from './codes';
import { assertMarketsOpen } from './inplay/market-state';

export interface SubmittedSelection {
  match_id: number;
  play: string;
  option: string;
  odds: string;
  /** 胆 (banker) of a 串关. */
  banker?: boolean;
}

/** 奖金优化: the total stake the player confirmed and each sub-bet's multiple (picks index the selections). */
export interface SubmittedOptimization {
  total: number;
  sub_bets: SubBetMultiple[];
}

export interface SubmitInput {
  userId: number;
  sport: Sport;
  mode: 'single' | 'mixed';
  combos: string[];
  selections: SubmittedSelection[];
  amount: number;
  multiple: number;
  optimization?: SubmittedOptimization;
  /** What the player accepts when a price moved since the slip showed it (default: nothing). */
  oddsPolicy?: OddsPolicy;
  /** An in-play (滚球) bet at the end of its bet delay: its matches must be live with their markets open. */
  inPlay?: boolean;
  idempotencyKey?: string;
}

export interface OddsChange {
  match_id: number;
  play: string;
  option: string;
  old_odds: string;
  new_odds: string;
}

/** A business refusal with its Chinese message (HTTP 422), optionally carrying data for the client. */
export class OrderRejected extends DomainError {
  constructor(
    message: string,
    status: 409 | 422 = 422,
    override readonly data: { changes: OddsChange[] } | null = null,
  ) {
    super(status, message, data);
  }
}

export const ODDS_CHANGED = '赔率已变化，请确认最新赔率后重新投注';
export const MATCH_CLOSED = '所选比赛已停止投注';

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
 * Places an order: re-validates the slip with @app/shared/betting (the client can be bypassed), checks every
 * match is still open and every odds is current (or moved as the player's odds policy accepts: the order is
 * then priced at the current odds), then debits the stake through the ledger and writes the
 * order and its legs in one transaction. The same idempotency key returns the first order.
 */
export async function submitOrder(
  db: Db,
  input: SubmitInput,
): Promise<{ order: OrderRow; repeated: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (existing) return { order: existing, repeated: true };
  }
  const selections: Selection[] = input.selections.map((selection) => ({
    matchId: selection.match_id,
    sport: input.sport,
    play: selection.play as PlayKey,
    option: selection.option,
    name: findOption(input.sport, selection.play, selection.option)?.name ?? '',
    odds: selection.odds,
    // Bankers mean nothing in 单关, so none is stored there.
    ...(selection.banker && input.mode === 'mixed' ? { banker: true } : {}),
  }));
  const plan = placeablePlan(input, selections);

  for (let attempt = 1; ; attempt += 1) {
    try {
      const order = await moneyTransaction(db, (tx) => placeOrder(tx, input, selections, plan));
      return { order, repeated: false };
    } catch (error) {
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
  if (input.inPlay) await assertMarketsOpen(tx, matchIds);
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
  await changeBalance(tx, {
    userId: input.userId,
    amountFen: -estimate.stakeFen,
    type: 'bet',
    remark: `投注 ${orderNo}`,
  });
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
  return order;
}

/**
 * The plan at the current odds when the player's policy accepts every move; otherwise the 409 that names
 * each move (old -> new) so the client can show them and accept in one tap.
 */
function repriced(
  input: SubmitInput,
  legs: ReadonlyArray<{ selection: Selection; odds: number }>,
  changes: OddsChange[],
): PlaceablePlan {
  const policy = input.oddsPolicy ?? 'none';
  if (!changes.every((change) => acceptsOddsChange(policy, change.old_odds, change.new_odds))) {
    throw new OrderRejected(ODDS_CHANGED, 409, { changes });
  }
  return placeablePlan(
    input,
    legs.map(({ selection, odds }) => ({ ...selection, odds: formatOdds(BigInt(odds)) })),
  );
}

/** A valid plan with, when optimised, the multiple of each sub-bet in the plan's order. */
type PlaceablePlan = Pick<Extract<SlipPlan, { valid: true }>, 'combinations' | 'estimate'> & {
  subMultiples: number[] | null;
};

/**
 * The slip checked by @app/shared/betting: planSlip, and for 奖金优化 planOptimized (every planned sub-bet
 * once, multiples 1-99 within the caps, Σ multiples × amount = the confirmed total), whose estimate is the
 * order's.
 */
function placeablePlan(input: SubmitInput, selections: Selection[]): PlaceablePlan {
  const slip = { ...input, selections };
  const plan = planSlip(slip);
  if (!plan.valid) throw new OrderRejected(plan.message);
  if (!input.optimization) return { ...plan, subMultiples: null };
  const optimized = planOptimized(slip, plan, input.optimization.sub_bets, input.optimization.total);
  if (!optimized.valid) throw new OrderRejected(optimized.message);
  return { combinations: plan.combinations, estimate: optimized.estimate, subMultiples: optimized.multiples };
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
