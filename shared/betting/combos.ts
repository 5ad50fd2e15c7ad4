/**
 * M串N combinations (SPEC 9). An M串N bet over M matches is N sub-bets: for every leg size k of its
 * standard set it takes every k of the M matches as one k串1 sub-bet, so N = sum of C(M, k) over the set.
 * The sets are contiguous ranges of k. Where two ranges would give the same N (7串21: k=2 or k=5) the
 * standard (竞彩) one is the one written below, which is why the table is explicit rather than searched.
 */

export interface Combination {
  /** Wire code: '3x4'; '1x1' is the single (单关). */
  code: string;
  /** Display name: '3串4', '单关'. */
  name: string;
  matches: number;
  /** Number of k串1 sub-bets when every match has one option. */
  bets: number;
  /** Leg sizes of its sub-bets, ascending. */
  legSizes: readonly number[];
}

/** [M, N, lowest k, highest k] for every legal combination of SPEC 9. */
const TABLE: ReadonlyArray<readonly [number, number, number, number]> = [
  [1, 1, 1, 1],
  [2, 1, 2, 2],
  [3, 1, 3, 3],
  [3, 3, 2, 2],
  [3, 4, 2, 3],
  [4, 1, 4, 4],
  [4, 4, 3, 3],
  [4, 5, 3, 4],
  [4, 6, 2, 2],
  [4, 11, 2, 4],
  [5, 1, 5, 5],
  [5, 5, 4, 4],
  [5, 6, 4, 5],
  [5, 10, 2, 2],
  [5, 16, 3, 5],
  [5, 20, 2, 3],
  [5, 26, 2, 5],
  [6, 1, 6, 6],
  [6, 6, 5, 5],
  [6, 7, 5, 6],
  [6, 15, 2, 2],
  [6, 20, 3, 3],
  [6, 22, 4, 6],
  [6, 35, 2, 3],
  [6, 42, 3, 6],
  [6, 50, 2, 4],
  [6, 57, 2, 6],
  [7, 1, 7, 7],
  [7, 7, 6, 6],
  [7, 8, 6, 7],
  [7, 21, 5, 5],
  [7, 35, 4, 4],
  [7, 120, 2, 7],
  [8, 1, 8, 8],
  [8, 8, 7, 7],
  [8, 9, 7, 8],
  [8, 28, 6, 6],
  [8, 56, 5, 5],
  [8, 70, 4, 4],
  [8, 247, 2, 8],
];

const range = (low: number, high: number) => Array.from({ length: high - low + 1 }, (_, i) => low + i);

export const COMBINATIONS: readonly Combination[] = TABLE.map(([m, n, low, high]) => ({
  code: `${m}x${n}`,
  name: m === 1 ? '单关' : `${m}串${n}`,
  matches: m,
  bets: n,
  legSizes: range(low, high),
}));

/** The legal combinations for a slip of `matches` different matches (none above 8). */
export function combinationsFor(matches: number): Combination[] {
  return COMBINATIONS.filter((combination) => combination.matches === matches);
}

/**
 * 自由过关 (free passes) of a slip of `matches` matches: k串1 for every k from 2 to M, each taking every k of
 * the M matches as one ticket. Any of them may be combined, since no two share a leg size.
 */
export function freePassesFor(matches: number): Combination[] {
  return COMBINATIONS.filter((c) => c.bets === 1 && c.matches >= 2 && c.matches <= matches).reverse();
}

/** 多串过关: an M串N of more than one ticket per match set (3串4 ...), chosen alone. */
export const isMultiPass = (combination: Combination) => combination.bets > 1;

export function findCombination(code: string): Combination | undefined {
  return COMBINATIONS.find((combination) => combination.code === code);
}

/** C(n, k) exactly. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every k-element subset of indexes 0..n-1, in lexicographic order. */
export function* subsets(n: number, k: number): Generator<number[]> {
  const current = range(0, k - 1);
  if (k > n || k < 0) return;
  while (true) {
    yield [...current];
    let i = k - 1;
    while (i >= 0 && current[i] === n - k + i) i -= 1;
    if (i < 0) return;
    current[i] = (current[i] as number) + 1;
    for (let j = i + 1; j < k; j += 1) current[j] = (current[j - 1] as number) + 1;
  }
}
