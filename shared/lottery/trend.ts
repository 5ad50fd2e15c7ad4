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
  /** Per value: draws it appeared in, its longest omission and its current omission. */
  appear: number[];
  maxMissing: number[];
  currentMissing: number[];
}

export interface Trend {
  positions: TrendPosition[];
  /** The sum of every draw, oldest first (和值 line). */
  sums: Array<{ expect: string; sum: number }>;
}

const LAYOUT: Record<LotteryType, { labels: string[]; from: number; to: number }> = {
  k3: { labels: ['第一位', '第二位', '第三位'], from: 1, to: 6 },
  ssc: { labels: ['万位', '千位', '百位', '十位', '个位'], from: 0, to: 9 },
  pk10: {
    labels: ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'],
    from: 1,
    to: 10,
  },
};

/** 走势: per position, where each draw landed and how long each number has been missing. */
export function trendOf(type: LotteryType, drawsOldestFirst: LotteryDraw[]): Trend {
  const { labels, from, to } = LAYOUT[type];
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
    return { label, values, rows, appear, maxMissing, currentMissing: [...missing] };
  });
  const sums = drawsOldestFirst.map((draw) => ({
    expect: draw.expect,
    sum: draw.numbers.reduce((total, n) => total + n, 0),
  }));
  return { positions, sums };
}
