import { type Combination, findCombination, isMultiPass, subsets } from './combos';
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
export const OVERLAPPING_COMBINATIONS = '过关方式重复，同一注不能重复投注';
export const MULTI_PASS_ALONE = '多串过关只能单独选择一种，不能与其他过关方式同时投注';

/** Whether a code may be chosen for a slip of `matches` matches: its own M串N, or a 自由过关 k串1 (k ≤ M). */
const fitsSlip = (combination: Combination, matches: number) =>
  combination.matches === matches ||
  (combination.bets === 1 && combination.matches >= 2 && combination.matches < matches);

/**
 * The combinations of a mixed slip, or an error text. Each code is an M串N whose M is the number of matches
 * in the slip (多串过关, chosen alone) or a 自由过关 k串1 of fewer legs. No ticket may be bought twice: two codes
 * sharing a leg size (3串1 with 3串4, or one code twice) would stake the same k-match tickets twice.
 */
export function resolveCombinations(
  codes: readonly string[],
  matches: number,
): { combinations: Combination[] } | { error: string } {
  if (codes.length === 0) return { error: WRONG_COMBINATION };
  const combinations: Combination[] = [];
  const legSizes = new Set<number>();
  for (const code of codes) {
    const combination = findCombination(code);
    if (!combination || !fitsSlip(combination, matches)) return { error: WRONG_COMBINATION };
    if (combination.legSizes.some((size) => legSizes.has(size))) return { error: OVERLAPPING_COMBINATIONS };
    for (const size of combination.legSizes) legSizes.add(size);
    combinations.push(combination);
  }
  if (combinations.length > 1 && combinations.some(isMultiPass)) return { error: MULTI_PASS_ALONE };
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
