import { type Combination, findCombination, subsets } from './combos';
import type { BetMode } from './slip';

/** Anything placed on one match: a slip selection or a stored order leg. */
export interface MatchLeg {
  matchId: number;
  /**
   * 胆 (banker): in 串关 every sub-bet contains the banker matches. Set on every pick of a banker match (a
   * match is a banker when any of its picks is marked).
   */
  banker?: boolean;
}

/** Legs grouped by match, in the order the matches first appear. */
export function groupByMatch<T extends MatchLeg>(legs: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const leg of legs) {
    const group = groups.get(leg.matchId);
    if (group) group.push(leg);
    else groups.set(leg.matchId, [leg]);
  }
  return [...groups.values()];
}

export const WRONG_COMBINATION = '请选择正确的过关方式';

/**
 * The combinations of a mixed slip, or an error text: each code must be a legal M串N whose M is the number
 * of matches in the slip.
 */
export function resolveCombinations(
  codes: readonly string[],
  matches: number,
): { combinations: Combination[] } | { error: string } {
  if (codes.length === 0) return { error: WRONG_COMBINATION };
  const combinations: Combination[] = [];
  for (const code of new Set(codes)) {
    const combination = findCombination(code);
    if (!combination || combination.matches !== matches) return { error: WRONG_COMBINATION };
    combinations.push(combination);
  }
  return { combinations };
}

/** Indexes (in groupByMatch order) of the banker matches. */
export function bankerIndexes(legs: readonly MatchLeg[]): number[] {
  return groupByMatch(legs).flatMap((group, index) => (group.some((leg) => leg.banker) ? [index] : []));
}

/**
 * Every k-subset of the matches for the leg sizes of the chosen combinations: the k串1 skeletons. With
 * bankers (胆拖) only the subsets holding every banker are kept, in the same lexicographic order, so a
 * k-leg size contributes C(M − D, k − D) subsets instead of C(M, k) (D bankers).
 */
export function* matchSubsets(
  combinations: readonly Combination[],
  matches: number,
  bankers: readonly number[] = [],
): Generator<number[]> {
  for (const combination of combinations) {
    for (const size of combination.legSizes) {
      for (const subset of subsets(matches, size)) {
        if (bankers.every((banker) => subset.includes(banker))) yield subset;
      }
    }
  }
}

function* cartesian<T>(groups: readonly (readonly T[])[], index = 0, prefix: T[] = []): Generator<T[]> {
  if (index === groups.length) {
    yield [...prefix];
    return;
  }
  for (const leg of groups[index] ?? []) {
    prefix.push(leg);
    yield* cartesian(groups, index + 1, prefix);
    prefix.pop();
  }
}

/**
 * Every sub-bet of a slip, in a stable order (combination, leg size, match subset, options), so the server
 * can page through them by position and a per-sub-bet multiple (奖金优化) is stored by that position. Single mode: each leg is its own bet. Mixed (复式 included): each
 * match subset multiplies out over the options of its matches, so one sub-bet never holds two options of
 * the same match.
 */
export function* enumerateSubBets<T extends MatchLeg>(
  mode: BetMode,
  combinations: readonly Combination[],
  legs: readonly T[],
): Generator<T[]> {
  if (mode === 'single') {
    for (const leg of legs) yield [leg];
    return;
  }
  const groups = groupByMatch(legs);
  for (const subset of matchSubsets(combinations, groups.length, bankerIndexes(legs))) {
    yield* cartesian(subset.map((index) => groups[index] ?? []));
  }
}

/**
 * Number of bets (注) without enumerating the option products: per match subset (bankers included in
 * every one), the product of its option counts.
 */
export function countSubBets(
  mode: BetMode,
  combinations: readonly Combination[],
  legs: readonly MatchLeg[],
): number {
  if (mode === 'single') return legs.length;
  const sizes = groupByMatch(legs).map((group) => group.length);
  let total = 0;
  for (const subset of matchSubsets(combinations, sizes.length, bankerIndexes(legs))) {
    total += subset.reduce((product, index) => product * (sizes[index] ?? 0), 1);
  }
  return total;
}
