import { prizeCapForLegs } from '@app/shared/betting';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderLegs, orders } from '../../db/schema';
import type { BalanceChange } from '../ledger';
import type { SettledStake } from '../valid-turnover';
import { LEG_RESULT_CODE, ORDER_STATUS } from './codes';

/** The set-based statements of a settlement: a match's legs graded and its single orders finished in SQL. */

/** A constant of ours written into the statement (typed by PostgreSQL like a literal, planned as one). */
const constant = (value: number | bigint) => sql.raw(String(value));

export interface LegGrade {
  play: string;
  option: string;
  line: string;
  result: keyof typeof LEG_RESULT_CODE;
}

/** Sets the result of every pending leg on the match in one statement; returns how many were graded. */
export async function gradeLegs(tx: Tx, matchId: number, grades: LegGrade[]): Promise<number> {
  if (grades.length === 0) return 0;
  const values = sql.join(
    grades.map(
      (grade) =>
        sql`(${grade.play}::text, ${grade.option}::text, ${grade.line}::text, ${constant(LEG_RESULT_CODE[grade.result])}::smallint)`,
    ),
    sql`, `,
  );
  const [row] = await rowsOf<{ graded: number }>(
    tx,
    sql`with graded as (
      update ${orderLegs} set result = v.result
      from (values ${values}) as v(play, option, line, result)
      where ${orderLegs.matchId} = ${matchId} and ${orderLegs.result} = ${constant(LEG_RESULT_CODE.pending)}
        and ${orderLegs.play} = v.play and ${orderLegs.option} = v.option and ${orderLegs.line} = v.line
      returning 1
    )
    select count(*)::int as graded from graded`,
  );
  return row?.graded ?? 0;
}

/**
 * `touched` and `ready` CTEs: the orders on the match, then those still pending with no pending leg left (with
 * their mode). Materialized in this order, so every plan is driven by the match's legs and stays linear even
 * without table statistics (PGlite never analyzes; a semi-join the planner chose per order was quadratic).
 */
const readyOrders = (matchId: number) =>
  sql`touched as materialized (
      select distinct order_id as id from ${orderLegs} where match_id = ${matchId}
    ), ready as materialized (
      select o.id, o.mode from touched t join ${orders} o on o.id = t.id
      where o.status = ${constant(ORDER_STATUS.pending)}
        and not exists (
          select 1 from ${orderLegs} p where p.order_id = o.id and p.result = ${constant(LEG_RESULT_CODE.pending)}
        )
    )`;

/**
 * x / 100 rounded half-to-even in SQL, exactly like divideHalfEven of @app/shared/betting (x >= 0, bigint).
 * PostgreSQL's round() goes half away from zero, hence the explicit tie rule.
 */
const hundredthsHalfEven = (x: SQL) =>
  sql`(${x} / 100 + case when (${x} % 100) * 2 > 100 or ((${x} % 100) * 2 = 100 and (${x} / 100) % 2 = 1) then 1 else 0 end)`;

/** What finishing some orders moves: money through the ledger, turnover through valid-turnover.ts. */
export interface FinishedOrders {
  count: number;
  paid: bigint;
  credits: BalanceChange[];
  stakes: SettledStake[];
}

/** What one finished order returns and counts, in fen. */
export interface OrderOutcome {
  prizeFen: bigint;
  refundFen: bigint;
  validFen: bigint;
}

/** Every sub-bet void: the order is refunded; otherwise won when it pays winnings, else lost. */
export const orderStatusOf = (outcome: OrderOutcome): number =>
  outcome.validFen === 0n
    ? ORDER_STATUS.refunded
    : outcome.prizeFen > 0n
      ? ORDER_STATUS.won
      : ORDER_STATUS.lost;

/** Adds one finished order's credits (winnings, refund) and valid turnover to the running totals. */
export function addFinished(
  finished: FinishedOrders,
  order: { userId: number; orderNo: string },
  outcome: OrderOutcome,
): void {
  finished.count += 1;
  finished.paid += outcome.prizeFen + outcome.refundFen;
  if (outcome.prizeFen > 0n) finished.credits.push(winCredit(order.userId, order.orderNo, outcome.prizeFen));
  if (outcome.refundFen > 0n)
    finished.credits.push(refundCredit(order.userId, order.orderNo, outcome.refundFen));
  finished.stakes.push({
    userId: order.userId,
    gameType: 'sports',
    source: `order:${order.orderNo}`,
    amountFen: outcome.validFen,
    title: `体育投注 ${order.orderNo}`,
  });
}

export const emptyFinished = (): FinishedOrders => ({ count: 0, paid: 0n, credits: [], stakes: [] });

/**
 * Finishes every ready single order on the match in one statement, and names the ready 串关 orders (priced by
 * the caller). A single order's legs are each their own one-leg bet (settleSubBet of @app/shared/betting): a
 * won leg pays min(odds x amount x multiple, single cap) and its stake is valid turnover; a lost leg pays
 * nothing and its stake is valid turnover; a void leg gives back amount x multiple exactly (uncapped) and
 * counts nothing. The `status = 0` guard makes it idempotent; only the rows it returns were finished now.
 */
export async function finishReadyOrders(
  tx: Tx,
  matchId: number,
): Promise<{ singles: FinishedOrders; mixedIds: number[] }> {
  const stake = sql`(o.amount * o.multiple)`;
  const wonPrize = hundredthsHalfEven(sql`(l.odds::bigint * ${stake})`);
  const wonCap = BigInt(prizeCapForLegs(1)) * 100n;
  const { won, lost } = LEG_RESULT_CODE;
  const [row] = await rowsOf<{
    finished: Array<[number, string, string, string, string]>;
    mixed: number[];
  }>(
    tx,
    sql`with ${readyOrders(matchId)}, outcomes as (
      select o.id,
        sum(case when l.result = ${constant(won)} then least(${wonPrize}, ${constant(wonCap)}) else 0 end)::bigint as prize,
        sum(case when l.result = ${constant(LEG_RESULT_CODE.void)} then ${stake} else 0 end)::bigint as refund,
        sum(case when l.result in (${constant(won)}, ${constant(lost)}) then ${stake} else 0 end)::bigint as valid
      from ready r join ${orders} o on o.id = r.id join ${orderLegs} l on l.order_id = r.id
      where r.mode = 'single'
      group by o.id
    ), finished as (
      update ${orders} o set status = case when p.valid = 0 then ${constant(ORDER_STATUS.refunded)}
          when p.prize > 0 then ${constant(ORDER_STATUS.won)} else ${constant(ORDER_STATUS.lost)} end,
        payout = p.prize + p.refund, settled_at = now()
      from outcomes p where o.id = p.id and o.status = ${constant(ORDER_STATUS.pending)}
      returning o.id, o.user_id, o.order_no, p.prize, p.refund, p.valid
    )
    select coalesce((select json_agg(json_build_array(user_id, order_no, prize::text, refund::text, valid::text)
        order by id) from finished), '[]'::json) as finished,
      (select coalesce(json_agg(id order by id), '[]'::json) from ready where mode = 'mixed') as mixed`,
  );
  const singles = emptyFinished();
  for (const [userId, orderNo, prize, refund, valid] of row?.finished ?? []) {
    addFinished(
      singles,
      { userId, orderNo },
      { prizeFen: BigInt(prize), refundFen: BigInt(refund), validFen: BigInt(valid) },
    );
  }
  return { singles, mixedIds: row?.mixed ?? [] };
}

/** The ledger credit of a won order; its key makes paying the same order twice impossible. */
export const winCredit = (userId: number, orderNo: string, payoutFen: bigint): BalanceChange => ({
  userId,
  amountFen: payoutFen,
  type: 'bet_win',
  remark: `派奖 ${orderNo}`,
  idempotencyKey: `bet_win:${orderNo}`,
});

/** The ledger credit of the void part of an order: the stake given back, once. */
export const refundCredit = (userId: number, orderNo: string, refundFen: bigint): BalanceChange => ({
  userId,
  amountFen: refundFen,
  type: 'bet_refund',
  remark: `退款 ${orderNo}`,
  idempotencyKey: `bet_refund:${orderNo}`,
});
