import type { Combination } from './combos';
import { prizeCapForLegs } from './constants';
import { coversEveryOutcome, leastWinningPrizeFen, type OutcomeLeg } from './least-prize';
import { divideHalfEven, parseOdds, VOID_ODDS } from './odds';
import type { BetMode } from './slip';
import { bankerIndexes, countSubBets, groupByMatch, type MatchLeg, matchSubsets } from './subbets';

export type LegResult = 'pending' | 'won' | 'lost' | 'void';

export interface PricedLeg extends MatchLeg, OutcomeLeg {
  /** The play; single-mode estimates treat different plays of one match as able to win together. */
  play?: string;
  /** 2-decimal odds text. */
  odds: string;
  result?: LegResult;
}

/**
 * Prize of one winning sub-bet, in fen (SPEC 9):
 *   min(product of its odds x amount x multiple, cap by its legs), rounded to 0.01 yuan half-to-even.
 * Caps: 1 leg 100000, 2-3 legs 200000, 4-5 legs 500000, 6+ legs 1000000 yuan. A void (cancelled) leg counts
 * as won at odds 1.00 and does not count towards the cap tier (a 3-leg bet with one void leg is capped as a
 * 2-leg bet). Caps limit winnings only: a sub-bet whose every leg is void returns its stake, uncapped.
 * Exact: odds are integer hundredths, the amount is integer fen.
 */
export function subBetPrizeFen(
  legs: ReadonlyArray<{ odds: bigint; void?: boolean }>,
  amountFen: bigint,
  multiple: number,
): bigint {
  let product = 1n;
  let scale = 1n;
  let counted = 0;
  for (const leg of legs) {
    product *= leg.void ? VOID_ODDS : leg.odds;
    scale *= 100n;
    if (!leg.void) counted += 1;
  }
  const stakeFen = amountFen * BigInt(multiple);
  if (counted === 0) return stakeFen;
  const prize = divideHalfEven(product * stakeFen, scale);
  const cap = BigInt(prizeCapForLegs(counted)) * 100n;
  return prize < cap ? prize : cap;
}

export interface BetEstimate {
  /** Number of bets (注). */
  count: number;
  /** count x amount x multiple. */
  stakeFen: bigint;
  /**
   * The least the slip pays when it wins at all: the cheapest winning outcome, where a match whose picks
   * cover every outcome always comes in (see leastWinningPrizeFen).
   */
  minPrizeFen: bigint;
  /** The prize when every match comes in with its best-paying chosen option. */
  maxPrizeFen: bigint;
}

const extreme = (values: bigint[], pick: 'min' | 'max') =>
  values.reduce((best, value) => ((pick === 'min' ? value < best : value > best) ? value : best));

/**
 * Count, stake and estimated prize range of a slip. Options of one match are mutually exclusive outcomes,
 * so the maximum takes each match's highest odds and sums every sub-bet that then wins; the minimum is the
 * least the slip pays when it pays at all (a match with every outcome picked always wins one of them).
 */
export function estimateBet(
  mode: BetMode,
  combinations: readonly Combination[],
  legs: readonly PricedLeg[],
  amountFen: bigint,
  multiple: number,
): BetEstimate {
  const count = countSubBets(mode, combinations, legs);
  const stakeFen = BigInt(count) * amountFen * BigInt(multiple);
  if (count === 0) return { count, stakeFen, minPrizeFen: 0n, maxPrizeFen: 0n };
  const prizeOf = (odds: bigint[]) =>
    subBetPrizeFen(
      odds.map((value) => ({ odds: value })),
      amountFen,
      multiple,
    );

  if (mode === 'single') {
    const prizes = legs.map((leg) => prizeOf([parseOdds(leg.odds)]));
    // Different plays of one match can win together; options of one play cannot.
    const bestPerPlay = new Map<string, bigint>();
    legs.forEach((leg, index) => {
      const key = `${leg.matchId}:${leg.play ?? ''}`;
      const prize = prizes[index] ?? 0n;
      bestPerPlay.set(key, extreme([bestPerPlay.get(key) ?? 0n, prize], 'max'));
    });
    const maxPrizeFen = [...bestPerPlay.values()].reduce((sum, value) => sum + value, 0n);
    return { count, stakeFen, minPrizeFen: leastSinglesPrizeFen(legs, prizes), maxPrizeFen };
  }

  const matchGroups = groupByMatch(legs);
  const groups = matchGroups.map((group) => group.map((leg) => parseOdds(leg.odds)));
  const highest = groups.map((odds) => extreme(odds, 'max'));
  const lowest = groups.map((odds) => extreme(odds, 'min'));
  let maxPrizeFen = 0n;
  const cheapest: Array<{ matches: number[]; prizeFen: bigint }> = [];
  for (const subset of matchSubsets(combinations, groups.length, bankerIndexes(legs))) {
    maxPrizeFen += prizeOf(subset.map((index) => highest[index] ?? 0n));
    cheapest.push({ matches: subset, prizeFen: prizeOf(subset.map((index) => lowest[index] ?? 0n)) });
  }
  const minPrizeFen = leastWinningPrizeFen(cheapest, matchGroups.map(coversEveryOutcome));
  return { count, stakeFen, minPrizeFen, maxPrizeFen };
}

/**
 * 单关: each play of a match is decided on its own. A play with every outcome picked always pays its cheapest
 * pick, so the least win is the sum of those; with none, it is the cheapest pick alone.
 */
function leastSinglesPrizeFen(legs: readonly PricedLeg[], prizes: readonly bigint[]): bigint {
  const plays = new Map<string, number[]>();
  legs.forEach((leg, index) => {
    const key = `${leg.matchId}:${leg.play ?? ''}`;
    plays.set(key, [...(plays.get(key) ?? []), index]);
  });
  let sure = 0n;
  for (const indexes of plays.values()) {
    if (coversEveryOutcome(indexes.map((index) => legs[index] as PricedLeg))) {
      sure += extreme(
        indexes.map((index) => prizes[index] ?? 0n),
        'min',
      );
    }
  }
  return sure > 0n ? sure : extreme([...prizes], 'min');
}

/** A settled sub-bet is won, lost, or void (every leg void: its stake is refunded). */
export type SubBetStatus = 'pending' | 'won' | 'lost' | 'void';

/**
 * A sub-bet loses with any lost leg, is void when every leg is void, wins once every leg is won or void
 * (void legs at 1.00), and waits otherwise.
 */
export function subBetStatus(legs: ReadonlyArray<{ result?: LegResult }>): SubBetStatus {
  if (legs.some((leg) => leg.result === 'lost')) return 'lost';
  if (legs.every((leg) => leg.result === 'void')) return 'void';
  if (legs.every((leg) => leg.result === 'won' || leg.result === 'void')) return 'won';
  return 'pending';
}

/** What a sub-bet returns once settled, in fen. */
export interface SubBetSettlement {
  status: SubBetStatus;
  /** Winnings (capped), 0 unless won. */
  prizeFen: bigint;
  /** The stake given back when the sub-bet is void (never capped), else 0. */
  refundFen: bigint;
  /** Valid turnover (有效投注): the stake of a sub-bet decided won or lost; 0 when void or pending. */
  validFen: bigint;
}

export function settleSubBet(
  legs: readonly PricedLeg[],
  amountFen: bigint,
  multiple: number,
): SubBetSettlement {
  const stakeFen = amountFen * BigInt(multiple);
  const status = subBetStatus(legs);
  const none = { status, prizeFen: 0n, refundFen: 0n, validFen: 0n };
  if (status === 'void') return { ...none, refundFen: stakeFen };
  if (status === 'lost') return { ...none, validFen: stakeFen };
  if (status === 'pending') return none;
  const prizeFen = subBetPrizeFen(
    legs.map((leg) => ({ odds: parseOdds(leg.odds), void: leg.result === 'void' })),
    amountFen,
    multiple,
  );
  return { ...none, prizeFen, validFen: stakeFen };
}
