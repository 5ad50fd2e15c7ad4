import { describe, expect, it } from 'vitest';
import { maxMultipleFor, potentialPrizeFen } from './multiples';
import { NOT_BREAK_EVEN, OPTIMIZE_TOO_MANY, optimizeMultiples } from './optimize';

// 3串3 over A, B, C: the sub-bets AB, AC, BC in the plan's order.
const legs = (...odds: string[]) => odds.map((value, index) => ({ matchId: index + 1, odds: value }));
const threeByThree = (a: string, b: string, c: string) => {
  const [A, B, C] = legs(a, b, c) as [
    ReturnType<typeof legs>[0],
    ReturnType<typeof legs>[0],
    ReturnType<typeof legs>[0],
  ];
  return [
    [A, B],
    [A, C],
    [B, C],
  ];
};
const UNIT = 200n; // 2 yuan
const prizes = (subBets: ReturnType<typeof threeByThree>, multiples: number[]) =>
  subBets.map((subBet, i) => potentialPrizeFen(subBet, UNIT, multiples[i] ?? 0));

describe('平均优化', () => {
  it('A 1.50 B 2.00 C 3.00, 100 yuan: multiples ∝ 1/p, the unit left to the lowest prize', () => {
    // Products AB 3.00, AC 4.50, BC 6.00; U = 50. Shares 50·(1/3)/(13/18) = 23.08 → 23, 50·(2/9)/(13/18) =
    // 15.38 → 15, 50·(1/6)/(13/18) = 11.54 → 11: 49 units. Prizes 138.00, 135.00, 132.00: the 50th unit
    // goes to BC (the lowest), which then pays 144.00.
    const subBets = threeByThree('1.50', '2.00', '3.00');
    const result = optimizeMultiples('average', subBets, UNIT, 10_000n);
    expect(result).toEqual({ valid: true, multiples: [23, 15, 12], notice: null });
    expect(prizes(subBets, [23, 15, 12])).toEqual([13_800n, 13_500n, 14_400n]);
  });

  it('shares below one are raised to 1 and the excess taken back from the highest prize', () => {
    // AB 1.21, AC 55.00, BC 55.00, U = 4: shares 3.83 → 3, 0.08 → 1, 0.08 → 1 = 5 > 4, so AB (the only
    // multiple above 1) gives one back.
    const subBets = threeByThree('1.10', '1.10', '50.00');
    expect(optimizeMultiples('average', subBets, UNIT, 800n)).toEqual({
      valid: true,
      multiples: [2, 1, 1],
      notice: null,
    });
  });
});

describe('平均优化 is the smallest spread (max − min prize), as 166cai', () => {
  const spread = (subBets: ReturnType<typeof threeByThree>, multiples: number[]) => {
    const paid = prizes(subBets, multiples).map(Number);
    return Math.max(...paid) - Math.min(...paid);
  };

  it('A 1.50 B 1.50 C 4.00, 50 yuan: 15 / 5 / 5 (67.50 60.00 60.00), not the 14 / 6 / 5 that only lifts the least', () => {
    // Raising the smallest prize unit by unit gives 63.00 72.00 60.00: the same least prize, a spread of 12.00.
    const subBets = threeByThree('1.50', '1.50', '4.00');
    const result = optimizeMultiples('average', subBets, UNIT, 5_000n);
    expect(result).toEqual({ valid: true, multiples: [15, 5, 5], notice: null });
    expect(prizes(subBets, [15, 5, 5])).toEqual([6_750n, 6_000n, 6_000n]);
    expect(spread(subBets, [14, 6, 5])).toBe(1_200);
    expect(spread(subBets, [15, 5, 5])).toBe(750);
  });

  it('matches an exhaustive search of every split of the units', () => {
    const odds = ['1.25', '1.50', '1.85', '2.10', '3.40', '6.00'];
    for (const [a, b, c] of [
      [0, 1, 5],
      [1, 2, 3],
      [0, 0, 4],
      [2, 4, 5],
      [3, 3, 1],
    ] as const) {
      const subBets = threeByThree(odds[a] as string, odds[b] as string, odds[c] as string);
      for (const units of [3, 7, 12, 25, 40]) {
        let best: number | null = null;
        for (let x = 1; x <= units - 2; x += 1) {
          for (let y = 1; x + y <= units - 1; y += 1) {
            const candidate = spread(subBets, [x, y, units - x - y]);
            if (best === null || candidate < best) best = candidate;
          }
        }
        const result = optimizeMultiples('average', subBets, UNIT, BigInt(units) * UNIT);
        if (!result.valid) throw new Error(result.message);
        expect(result.multiples.reduce((sum, m) => sum + m, 0)).toBe(units);
        expect(spread(subBets, result.multiples)).toBe(best);
      }
    }
  });
});

describe('博热 / 博冷优化', () => {
  const subBets = threeByThree('1.50', '2.00', '3.00');

  it('保本 multiples first: AB 17 (102.00), AC 12 (108.00), BC 9 (108.00); 博热 gives the 12 left to AB', () => {
    // 100 / (2 × 3.00) = 16.67 → 17; 100 / 9 = 11.11 → 12; 100 / 12 = 8.33 → 9. 50 − 38 = 12 units left.
    const hot = optimizeMultiples('hot', subBets, UNIT, 10_000n);
    expect(hot).toEqual({ valid: true, multiples: [29, 12, 9], notice: null });
    expect(prizes(subBets, [29, 12, 9])).toEqual([17_400n, 10_800n, 10_800n]);
  });

  it('博冷 gives the units left to BC, the highest odds product', () => {
    const cold = optimizeMultiples('cold', subBets, UNIT, 10_000n);
    expect(cold).toEqual({ valid: true, multiples: [17, 12, 21], notice: null });
    expect(prizes(subBets, [17, 12, 21])).toEqual([10_200n, 10_800n, 25_200n]);
  });

  it('a stake too small to 保本 every sub-bet falls back to 平均 and says so', () => {
    // AB 1.56, AC 1.80, BC 1.95, 20 yuan: 保本 needs 7 + 6 + 6 = 19 units of the 10 there are.
    // 平均: weights 3.51 : 3.042 : 2.808 of 9.36 → 3.75 → 3, 3.25 → 3, 3.00 → 3; the last unit to AB
    // (9.36 is the lowest prize), which then pays 12.48.
    const low = threeByThree('1.20', '1.30', '1.50');
    for (const strategy of ['hot', 'cold'] as const) {
      expect(optimizeMultiples(strategy, low, UNIT, 2_000n)).toEqual({
        valid: true,
        multiples: [4, 3, 3],
        notice: NOT_BREAK_EVEN,
      });
    }
    expect(NOT_BREAK_EVEN).toContain('平均优化');
  });
});

describe('totals the strategies refuse', () => {
  const subBets = threeByThree('1.50', '2.00', '3.00');
  it('not a whole number of units, below one unit a sub-bet, above every maximum', () => {
    expect(optimizeMultiples('average', subBets, UNIT, 10_100n)).toEqual({
      valid: false,
      message: '计划金额须为每注金额2.00元的整数倍',
    });
    expect(optimizeMultiples('average', subBets, UNIT, 400n)).toEqual({
      valid: false,
      message: '计划金额至少6.00元（每注至少1倍）',
    });
    expect(optimizeMultiples('average', subBets, UNIT, 3n * 99n * 200n + 200n)).toEqual({
      valid: false,
      message: '计划金额最多594.00元（每注最多倍数已满）',
    });
    const many = Array.from({ length: 101 }, () => legs('2.00', '2.00'));
    expect(optimizeMultiples('average', many, UNIT, 101n * UNIT)).toEqual({
      valid: false,
      message: OPTIMIZE_TOO_MANY,
    });
  });

  it('a sub-bet may not stake more than its prize cap: 2000 yuan a unit on a single is at most 50 倍', () => {
    expect(maxMultipleFor(legs('2.00'), 200_000n)).toBe(50);
    expect(maxMultipleFor(legs('2.00', '2.00'), 200n)).toBe(99);
    expect(maxMultipleFor(legs('2.00', '2.00'), 2_000_000n)).toBe(10);
  });
});
