import { describe, expect, it } from 'vitest';
import { settleOrderSubBets } from './multiples';
import {
  OPTIMIZE_MULTIPLE_MIN,
  OPTIMIZE_ONE_MULTIPLE,
  OPTIMIZE_PLAN_MISMATCH,
  OPTIMIZE_TOTAL_MISMATCH,
  planOptimized,
  type SubBetMultiple,
} from './optimized-plan';
import { planSlip, type SlipInput } from './plan';
import type { LegResult } from './prize';
import type { Selection } from './slip';
import { MULTIPLE_RANGE } from './validate';

const pick = (matchId: number, odds: string, banker = false): Selection => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option: 'win',
  name: '胜',
  odds,
  ...(banker ? { banker } : {}),
});
const input = (overrides: Partial<SlipInput> = {}): SlipInput => ({
  mode: 'mixed',
  sport: 'football',
  combos: ['3x3'],
  selections: [pick(1, '1.50'), pick(2, '2.00'), pick(3, '3.00')],
  amount: 2,
  multiple: 1,
  ...overrides,
});
const optimise = (subBets: SubBetMultiple[], total: number, overrides: Partial<SlipInput> = {}) => {
  const slip = input(overrides);
  return planOptimized(slip, planSlip(slip), subBets, total);
};
// The 平均 plan of 100 yuan over AB, AC, BC (optimize.test.ts): 23, 15, 12.
const AVERAGE: SubBetMultiple[] = [
  { picks: [0, 1], multiple: 23 },
  { picks: [0, 2], multiple: 15 },
  { picks: [1, 2], multiple: 12 },
];

describe('planOptimized: the server and the client check an optimised slip alike', () => {
  it('accepts the plan in any order, stores it in the plan order, and estimates it', () => {
    const result = optimise([...AVERAGE].reverse(), 100);
    expect(result.valid).toBe(true);
    if (!result.valid) return;
    expect(result.multiples).toEqual([23, 15, 12]);
    // Stake 50 × 2 = 100.00; prizes 138.00, 135.00, 144.00: minimum 135.00, all three win: 417.00.
    expect(result.estimate).toEqual({
      count: 3,
      stakeFen: 10_000n,
      minPrizeFen: 13_500n,
      maxPrizeFen: 41_700n,
    });
  });

  it('refuses multiples that do not sum to the total, a multiple of 0, above 99 or above the cap', () => {
    expect(optimise(AVERAGE, 102)).toEqual({ valid: false, message: OPTIMIZE_TOTAL_MISMATCH });
    const zero = AVERAGE.map((s, i) => (i === 2 ? { ...s, multiple: 0 } : s));
    expect(optimise(zero, 76)).toEqual({ valid: false, message: OPTIMIZE_MULTIPLE_MIN });
    const huge = AVERAGE.map((s, i) => (i === 0 ? { ...s, multiple: 100 } : s));
    expect(optimise(huge, 254)).toEqual({ valid: false, message: MULTIPLE_RANGE });
    const absurd = AVERAGE.map((s, i) => (i === 0 ? { ...s, multiple: 1e308 } : s));
    expect(optimise(absurd, 100)).toEqual({ valid: false, message: MULTIPLE_RANGE });
    // 20000 yuan × 11 = 220000 above the 200000 cap of a pair.
    const capped = AVERAGE.map((s, i) => (i === 0 ? { ...s, multiple: 11 } : { ...s, multiple: 1 }));
    expect(optimise(capped, 260_000, { amount: 20_000 })).toEqual({
      valid: false,
      message: '最高奖金限额200000元，当前投注无法返还本金，请降低倍数或金额',
    });
  });

  it('refuses a sub-bet not in the plan, one named twice, one left out, and a multiple other than 1', () => {
    const triple = [...AVERAGE.slice(0, 2), { picks: [0, 1, 2], multiple: 12 }];
    expect(optimise(triple, 100)).toEqual({ valid: false, message: OPTIMIZE_PLAN_MISMATCH });
    const twice = [AVERAGE[0], AVERAGE[0], AVERAGE[1]] as SubBetMultiple[];
    expect(optimise(twice, 122)).toEqual({ valid: false, message: OPTIMIZE_PLAN_MISMATCH });
    expect(optimise(AVERAGE.slice(0, 2), 76)).toEqual({ valid: false, message: OPTIMIZE_PLAN_MISMATCH });
    expect(optimise(AVERAGE, 300, { multiple: 3 })).toEqual({ valid: false, message: OPTIMIZE_ONE_MULTIPLE });
  });

  it('with A as banker the pair BC is not in the plan', () => {
    const bankers = { selections: [pick(1, '1.50', true), pick(2, '2.00'), pick(3, '3.00')] };
    expect(optimise(AVERAGE, 100, bankers)).toEqual({ valid: false, message: OPTIMIZE_PLAN_MISMATCH });
    const ok = optimise(AVERAGE.slice(0, 2), 76, bankers);
    expect(ok.valid && ok.multiples).toEqual([23, 15]);
  });
});

describe('settleOrderSubBets pays each sub-bet at its own multiple', () => {
  const combinations = (() => {
    const plan = planSlip(input());
    return plan.valid ? plan.combinations : [];
  })();
  const legs = (a: LegResult, b: LegResult, c: LegResult) =>
    input().selections.map((selection, i) => ({ ...selection, result: [a, b, c][i] as LegResult }));
  const settle = (a: LegResult, b: LegResult, c: LegResult) =>
    settleOrderSubBets('mixed', combinations, legs(a, b, c), 200n, 1, [23, 15, 12]);

  it('all won: 138.00 + 135.00 + 144.00 = 417.00, the 100.00 staked is valid turnover', () => {
    expect(settle('won', 'won', 'won')).toEqual({ prizeFen: 41_700n, refundFen: 0n, validFen: 10_000n });
  });

  it('A lost: only BC pays, 12 × 2 × 6.00 = 144.00', () => {
    expect(settle('lost', 'won', 'won')).toEqual({ prizeFen: 14_400n, refundFen: 0n, validFen: 10_000n });
  });

  it('C void counts at 1.00: AB 138.00 + AC 15 × 2 × 1.50 = 45.00 + BC 12 × 2 × 2.00 = 48.00', () => {
    expect(settle('won', 'won', 'void')).toEqual({ prizeFen: 23_100n, refundFen: 0n, validFen: 10_000n });
  });

  it('without per-sub-bet multiples every sub-bet is at the order multiple', () => {
    const plain = settleOrderSubBets('mixed', combinations, legs('won', 'won', 'won'), 200n, 2);
    // (3.00 + 4.50 + 6.00) × 2 × 2 = 54.00
    expect(plain).toEqual({ prizeFen: 5_400n, refundFen: 0n, validFen: 1_200n });
  });
});
