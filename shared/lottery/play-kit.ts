import { fairOdds, type Hundredths, parseHundredths } from './odds';
import type { LotteryPlay, LotteryPlayOption, LotteryPlayRow, LotteryType, Picks } from './types';

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

/** The picked numbers of a row (options whose codes are numbers). */
export const pickedNumbers = (picks: Picks, rowIndex = 0): number[] => picked(picks, rowIndex).map(Number);

/** 大小单双 of a value: 大 from `bigFrom` on. */
export function sizeParityWins(code: string, value: number, bigFrom: number): boolean {
  if (code === '大') return value >= bigFrom;
  if (code === '小') return value < bigFrom;
  if (code === '单') return value % 2 === 1;
  if (code === '双') return value % 2 === 0;
  return false;
}

export const SIZE_PARITY = ['大', '小', '单', '双'];

/** What every play of a family shares: its draws and its return. */
export interface FamilyOdds {
  type: LotteryType;
  outcomes: number;
  returnRate: number;
}

interface PlayText {
  id: string;
  group: string;
  groupName: string;
  name: string;
  rule: string;
  needs: string;
}

/** A play whose items all win on the same number of draws (直选, 组选, 任选…). */
export interface ItemPlaySpec extends PlayText {
  rows: LotteryPlayRow[];
  /** Draws (of the family's outcomes) that win one item. */
  ways: number;
  count(picks: Picks): number;
  /** Winning items of the picks for the drawn numbers. */
  hits(picks: Picks, numbers: number[]): number;
}

/** One option of an option play: it is one item and wins on `ways` draws. */
export interface WaysOption {
  code: string;
  name: string;
  ways: number;
}

/** A play where every picked option is one item with its own odds (和值, 大小单双, 龙虎, 定位胆). */
export interface OptionPlaySpec extends PlayText {
  rows: Array<{ label: string; options: WaysOption[] }>;
  wins(rowIndex: number, code: string, numbers: number[]): boolean;
}

/**
 * A family's play list, built the first time it is asked for: building one works out every option's odds,
 * and a page that sells one family (a lottery game) should not pay for the others while it loads (issue 19).
 */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

const oddsRange = (values: string[]): string => {
  const sorted = [...new Set(values)].sort((a, b) => (parseHundredths(a) < parseHundredths(b) ? -1 : 1));
  return sorted.length === 1 ? (sorted[0] ?? '') : `${sorted[0]}-${sorted[sorted.length - 1]}`;
};

/** The odds of one item are set from its exact probability at the family's return, rounded down. */
export function itemPlay(family: FamilyOdds, spec: ItemPlaySpec): LotteryPlay {
  const odds = fairOdds(family.outcomes, spec.ways, family.returnRate);
  const each = parseHundredths(odds);
  const { ways, hits, ...play } = spec;
  return {
    ...play,
    type: family.type,
    odds,
    pays: { by: 'item', ways },
    winOdds: (picks, numbers) => BigInt(hits(picks, numbers)) * each,
  };
}

export function optionPlay(family: FamilyOdds, spec: OptionPlaySpec): LotteryPlay {
  const oddsOf = (ways: number) => fairOdds(family.outcomes, ways, family.returnRate);
  const rows = spec.rows.map((line) => ({
    label: line.label,
    options: line.options.map((option) => ({
      code: option.code,
      name: option.name,
      odds: oddsOf(option.ways),
    })),
  }));
  const hundredthsOf = rows.map(
    (line) => new Map(line.options.map((o) => [o.code, parseHundredths(o.odds)])),
  );
  const { wins, ...text } = spec;
  return {
    ...text,
    type: family.type,
    rows,
    odds: oddsRange(rows.flatMap((line) => line.options.map((option) => option.odds))),
    pays: { by: 'option', ways: spec.rows.map((line) => line.options.map((option) => option.ways)) },
    count: totalPicks,
    winOdds: (picks, numbers) => {
      let sum: Hundredths = 0n;
      picks.forEach((line, rowIndex) => {
        for (const code of line) {
          if (wins(rowIndex, code, numbers)) sum += hundredthsOf[rowIndex]?.get(code) ?? 0n;
        }
      });
      return sum;
    },
  };
}
