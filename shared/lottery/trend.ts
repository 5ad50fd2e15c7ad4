import { FAMILIES } from './families';
import type { LotteryType } from './types';

/** A drawn expect as the trend chart reads it. */
export interface LotteryDraw {
  expect: string;
  numbers: number[];
}

export interface TrendPosition {
  label: string;
  /** The numbers a position can show (the chart's columns). */
  values: number[];
  /** One row per draw, oldest first: the number drawn there and the omission (遗漏) of every value. */
  rows: Array<{ expect: string; hit: number; missing: number[] }>;
  /**
   * Per value: draws it appeared in (冷热), its longest, current and average omission; the average is the
   * draws it missed over its appearances + 1, rounded, as 遗漏 tables show it.
   */
  appear: number[];
  maxMissing: number[];
  currentMissing: number[];
  averageMissing: number[];
}

export interface Trend {
  positions: TrendPosition[];
  /** The sum of every draw, oldest first (和值 line). */
  sums: Array<{ expect: string; sum: number }>;
}

/** 走势: per position, where each draw landed and how long each number has been missing. */
export function trendOf(type: LotteryType, drawsOldestFirst: LotteryDraw[]): Trend {
  const { positions: labels, draw } = FAMILIES[type];
  const { min: from, max: to } = draw;
  const values = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const positions = labels.map((label, position): TrendPosition => {
    const missing = values.map(() => 0);
    const appear = values.map(() => 0);
    const maxMissing = values.map(() => 0);
    const rows = drawsOldestFirst.map((draw) => {
      const hit = draw.numbers[position] ?? from;
      values.forEach((value, index) => {
        if (value === hit) {
          missing[index] = 0;
          appear[index] = (appear[index] ?? 0) + 1;
        } else {
          missing[index] = (missing[index] ?? 0) + 1;
          maxMissing[index] = Math.max(maxMissing[index] ?? 0, missing[index] ?? 0);
        }
      });
      return { expect: draw.expect, hit, missing: [...missing] };
    });
    const averageMissing = appear.map((times) => Math.round((rows.length - times) / (times + 1)));
    return { label, values, rows, appear, maxMissing, currentMissing: [...missing], averageMissing };
  });
  const sums = drawsOldestFirst.map((draw) => ({
    expect: draw.expect,
    sum: draw.numbers.reduce((total, n) => total + n, 0),
  }));
  return { positions, sums };
}
