import { fairOdds, type Hundredths, parseHundredths } from './odds';
import type { LotteryPlayOption, LotteryPlayRow, Picks } from './types';

/** Binomial coefficient C(n, k): the items of a 组选 pick of n numbers. */
export function choose(n: number, k: number): number {
  if (k < 0 || n < k) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

export const numberOptions = (from: number, to: number, width = 1): LotteryPlayOption[] =>
  Array.from({ length: to - from + 1 }, (_, index) => {
    const code = String(from + index).padStart(width, '0');
    return { code, name: code };
  });

export const row = (label: string, options: LotteryPlayOption[]): LotteryPlayRow => ({ label, options });

/** The picked option codes of one row. */
export const picked = (picks: Picks, rowIndex = 0): string[] => picks[rowIndex] ?? [];

export const totalPicks = (picks: Picks): number => picks.reduce((sum, line) => sum + line.length, 0);

export const hundredths = (odds: string): Hundredths => parseHundredths(odds);

/** Odds of every option of a sum play, from how many draws give each sum. */
export function sumOptions(
  counts: Record<number, number>,
  total: number,
  returnRate: number,
): LotteryPlayOption[] {
  return Object.entries(counts).map(([sum, ways]) => ({
    code: sum,
    name: sum,
    odds: fairOdds(total, ways, returnRate),
  }));
}

/** Sum of the odds of the picked options for which `wins` holds. */
export function oddsOfHits(
  options: LotteryPlayOption[],
  chosen: string[],
  fallbackOdds: string,
  wins: (code: string) => boolean,
): Hundredths {
  let sum = 0n;
  for (const code of chosen) {
    if (!wins(code)) continue;
    const option = options.find((candidate) => candidate.code === code);
    sum += parseHundredths(option?.odds ?? fallbackOdds);
  }
  return sum;
}

/** 大小单双 of a sum: 大 from `bigFrom` on. */
export function sizeParityWins(code: string, value: number, bigFrom: number): boolean {
  if (code === '大') return value >= bigFrom;
  if (code === '小') return value < bigFrom;
  if (code === '单') return value % 2 === 1;
  if (code === '双') return value % 2 === 0;
  return false;
}

export const SIZE_PARITY: LotteryPlayOption[] = ['大', '小', '单', '双'].map((code) => ({
  code,
  name: code,
}));
