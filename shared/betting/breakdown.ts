import type { Combination } from './combos';
import { prizeCapForLegs } from './constants';
import { parseOdds } from './odds';
import { type PricedLeg, subBetPrizeFen } from './prize';
import type { BetMode } from './slip';
import { enumerateSubBets } from './subbets';

export interface SubBetPrize<T extends PricedLeg> {
  legs: T[];
  /** What this sub-bet pays if every leg wins: odds product x amount x multiple, capped. */
  prizeFen: bigint;
  /** The prize cap of its number of legs cut the prize. */
  capped: boolean;
}

/**
 * 奖金明细: the sub-bets of a slip in the order the server stores them, each with its prize if it wins.
 * Only the first `limit` are returned (a 复式 can have thousands); the total count is estimateBet's.
 */
export function prizeBreakdown<T extends PricedLeg>(
  mode: BetMode,
  combinations: readonly Combination[],
  legs: readonly T[],
  amountFen: bigint,
  multiple: number,
  limit = 100,
): SubBetPrize<T>[] {
  const lines: SubBetPrize<T>[] = [];
  for (const subBet of enumerateSubBets(mode, combinations, legs)) {
    if (lines.length >= limit) break;
    const odds = subBet.map((leg) => ({ odds: parseOdds(leg.odds) }));
    const prizeFen = subBetPrizeFen(odds, amountFen, multiple);
    const capFen = BigInt(prizeCapForLegs(subBet.length)) * 100n;
    lines.push({ legs: subBet, prizeFen, capped: prizeFen === capFen });
  }
  return lines;
}
