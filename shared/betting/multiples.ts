import type { Combination } from './combos';
import { BET_MULTIPLE, prizeCapForLegs } from './constants';
import { leastWinningOfSubBets } from './least-prize';
import { parseOdds } from './odds';
import { type BetEstimate, type PricedLeg, settleSubBet, subBetPrizeFen } from './prize';
import type { BetMode } from './slip';
import { enumerateSubBets, groupByMatch } from './subbets';

/**
 * Sub-bets at their own multiples (奖金优化): an order either bets every sub-bet at its one `multiple`, or
 * carries one multiple per sub-bet, stored in the enumeration order of enumerateSubBets. Placing, estimating
 * and settling all read the multiple of a sub-bet through `multipleAt`, so they can never disagree.
 */

/** The multiple of the sub-bet at `index`: its own when the order is optimised, else the order's. */
export const multipleAt = (
  subMultiples: readonly number[] | null | undefined,
  multiple: number,
  index: number,
) => subMultiples?.[index] ?? multiple;

/** The prize of one sub-bet if all its legs win, at `multiple` times the unit stake (capped). */
export const potentialPrizeFen = (legs: readonly PricedLeg[], unitFen: bigint, multiple: number) =>
  subBetPrizeFen(
    legs.map((leg) => ({ odds: parseOdds(leg.odds) })),
    unitFen,
    multiple,
  );

/**
 * The most a sub-bet may be multiplied by: the SPEC multiple limit, and no more than its prize cap can give
 * back (a stake above the cap could only lose money).
 */
export function maxMultipleFor(legs: readonly PricedLeg[], unitFen: bigint): number {
  const capFen = BigInt(prizeCapForLegs(legs.length)) * 100n;
  const byCap = Number(capFen / unitFen);
  return Math.min(BET_MULTIPLE.max, byCap);
}

/**
 * Count, stake and prize range of sub-bets at their own multiples. The minimum is the least the plan pays
 * when it wins at all (leastWinningOfSubBets); the maximum is what the slip pays when every match comes in with its highest-odds
 * chosen option (with one option per match: every sub-bet wins), as estimateBet defines it.
 */
export function estimateWithMultiples<T extends PricedLeg>(
  subBets: readonly (readonly T[])[],
  multiples: readonly number[],
  unitFen: bigint,
): BetEstimate {
  const best = new Set<T>();
  for (const group of groupByMatch(subBets.flat())) {
    const top = group.reduce((a, b) => (parseOdds(b.odds) > parseOdds(a.odds) ? b : a));
    best.add(top);
  }
  let stakeFen = 0n;
  let maxPrizeFen = 0n;
  const prizes = subBets.map((legs, index) => {
    const multiple = multiples[index] ?? 1;
    stakeFen += unitFen * BigInt(multiple);
    const prize = potentialPrizeFen(legs, unitFen, multiple);
    if (legs.every((leg) => best.has(leg))) maxPrizeFen += prize;
    return prize;
  });
  const minPrizeFen = leastWinningOfSubBets(subBets, prizes);
  return { count: subBets.length, stakeFen, minPrizeFen, maxPrizeFen };
}

/** What an order returns and counts once every leg is decided, in fen. */
export interface OrderSettlement {
  prizeFen: bigint;
  refundFen: bigint;
  validFen: bigint;
}

/**
 * Settles every sub-bet of an order at its own multiple (settleSubBet) and sums the winnings, the void
 * stakes given back and the valid turnover: the one computation the server pays from.
 */
export function settleOrderSubBets(
  mode: BetMode,
  combinations: readonly Combination[],
  legs: readonly PricedLeg[],
  unitFen: bigint,
  multiple: number,
  subMultiples?: readonly number[] | null,
): OrderSettlement {
  const total = { prizeFen: 0n, refundFen: 0n, validFen: 0n };
  let index = 0;
  for (const subBet of enumerateSubBets(mode, combinations, legs)) {
    const settled = settleSubBet(subBet, unitFen, multipleAt(subMultiples, multiple, index));
    total.prizeFen += settled.prizeFen;
    total.refundFen += settled.refundFen;
    total.validFen += settled.validFen;
    index += 1;
  }
  return total;
}
