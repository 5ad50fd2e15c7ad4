import { type Combination, findCombination, subsets } from './combos';
import type { BetMode } from './slip';

/** Anything placed on one match: a slip selection or a stored order leg. */
export interface MatchLeg {
  matchId: number;
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

/** Every k-subset of the matches for the leg sizes of the chosen combinations: the k串1 skeletons. */
export function* matchSubsets(combinations: readonly Combination[], matches: number): Generator<number[]> {
  for (const combination of combinations) {
    for (const size of combination.legSizes) yield* subsets(matches, size);
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
 * can page through them by position. Single mode: each leg is its own bet. Mixed (复式 included): each
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
  for (const subset of matchSubsets(combinations, groups.length)) {
    yield* cartesian(subset.map((index) => groups[index] ?? []));
  }
}

/** Number of bets (注) without enumerating them: per match subset, the product of its option counts. */
export function countSubBets(
  mode: BetMode,
  combinations: readonly Combination[],
  legs: readonly MatchLeg[],
): number {
  if (mode === 'single') return legs.length;
  const sizes = groupByMatch(legs).map((group) => group.length);
  let total = 0;
  for (const subset of matchSubsets(combinations, sizes.length)) {
    total += subset.reduce((product, index) => product * (sizes[index] ?? 0), 1);
  }
  return total;
}
