import { describe, expect, it } from 'vitest';
import { findLotteryPlay } from './catalogue';
import { type ChaseSettings, lowestPickedOdds, planChase } from './chase';
import { checkBetCodes } from './codes';
import type { LotteryPlay } from './types';

const playOf = (id: string): LotteryPlay => {
  const play = findLotteryPlay(id);
  if (!play) throw new Error(`no play ${id}`);
  return play;
};

const settings = (overrides: Partial<ChaseSettings>): ChaseSettings => ({
  mode: 'same',
  expects: 10,
  startMultiple: 1,
  doubleEvery: 1,
  minProfitRate: 50,
  ...overrides,
});

const table = (plan: ReturnType<typeof planChase>) =>
  plan.rows.map((row) => [row.multiple, row.stakeFen, row.cumulativeFen, row.prizeFen, row.profitRateBp]);

describe('planChase (追号 plans)', () => {
  it('同倍: every expect at the start multiple; the total is the sum of the stakes', () => {
    // 二不同号 1,2 is one item at 6.91: 2 yuan × 3 multiples = 6 yuan per expect, prize 41.46.
    const plan = planChase(playOf('k3_ebth'), '1,2', 200n, settings({ expects: 3, startMultiple: 3 }));
    expect(plan.valid).toBe(true);
    expect(table(plan)).toEqual([
      [3, 600n, 600n, 4146n, 59_100],
      [3, 600n, 1200n, 4146n, 24_550],
      [3, 600n, 1800n, 4146n, 13_033],
    ]);
    expect(plan.totalFen).toBe(1800n);
  });

  it('翻倍: doubles every K expects from the start multiple and stays at the 99 cap', () => {
    const everyTwo = planChase(
      playOf('k3_dxds'),
      '大',
      200n,
      settings({ mode: 'double', startMultiple: 3, doubleEvery: 2 }),
    );
    expect(everyTwo.rows.map((row) => row.multiple)).toEqual([3, 3, 6, 6, 12, 12, 24, 24, 48, 48]);
    // 2 yuan × (3+3+6+6+12+12+24+24+48+48 = 186 multiples).
    expect(everyTwo.totalFen).toBe(37_200n);

    const capped = planChase(playOf('k3_ebth'), '1,2', 200n, settings({ mode: 'double' }));
    expect(capped.rows.map((row) => row.multiple)).toEqual([1, 2, 4, 8, 16, 32, 64, 99, 99, 99]);
    expect(capped.totalFen).toBe(84_800n);
    // A loss after 2^7 would still be capped, even after 120 expects.
    const long = planChase(playOf('k3_ebth'), '1,2', 200n, settings({ mode: 'double', expects: 120 }));
    expect(long.rows.at(-1)?.multiple).toBe(99);
  });

  it('利润率: the smallest multiple that keeps 50% over the cumulative stake (worked example)', () => {
    // s = 200 fen per multiple, p = 1382 fen per multiple (6.91 × 2 yuan), R = 50%.
    // m_i ≥ C_prev × 1.5 / (p − 1.5 s) = C_prev × 150 / 108200:
    //   C_prev 800 → 120000/108200 = 1.11 → 2; C_prev 1600 → 240000/108200 = 2.2 → 3.
    const plan = planChase(playOf('k3_ebth'), '1,2', 200n, settings({ mode: 'profit' }));
    expect(table(plan)).toEqual([
      [1, 200n, 200n, 1382n, 59_100],
      [1, 200n, 400n, 1382n, 24_550],
      [1, 200n, 600n, 1382n, 13_033],
      [1, 200n, 800n, 1382n, 7_275],
      [2, 400n, 1200n, 2764n, 13_033],
      [2, 400n, 1600n, 2764n, 7_275],
      [3, 600n, 2200n, 4146n, 8_845],
      [4, 800n, 3000n, 5528n, 8_426],
      [5, 1000n, 4000n, 6910n, 7_275],
      [6, 1200n, 5200n, 8292n, 5_946],
    ]);
    expect(plan.totalFen).toBe(5200n);
    // Every expect keeps at least 50%, and one multiple less would not have.
    for (const row of plan.rows) expect(row.profitRateBp).toBeGreaterThanOrEqual(5000);
    const previous = 3000n;
    const oneLess = 5n - 1n;
    expect((oneLess * 1382n - (previous + oneLess * 200n)) * 100n < 50n * (previous + oneLess * 200n)).toBe(
      true,
    );
  });

  it('利润率 respects the start multiple and refuses when the cap or the odds cannot keep the rate', () => {
    const started = planChase(
      playOf('k3_ebth'),
      '1,2',
      200n,
      settings({ mode: 'profit', startMultiple: 4, expects: 2 }),
    );
    expect(started.rows.map((row) => row.multiple)).toEqual([4, 4]);

    const tooLong = planChase(playOf('k3_ebth'), '1,2', 200n, settings({ mode: 'profit', expects: 30 }));
    expect(tooLong).toMatchObject({
      valid: false,
      message: '第22期需超过99倍才能保持50%的利润率，请降低利润率或减少期数',
      totalFen: 0n,
    });
    // 大 pays 1.92: 100% profit would need a prize above 2 × the stake.
    const cannot = planChase(playOf('k3_dxds'), '大', 200n, settings({ mode: 'profit', minProfitRate: 100 }));
    expect(cannot.message).toBe('该注单赔率无法达到100%的利润率，请降低利润率');
  });

  it('keeps the expects between 2 and 120 and checks the bet like a single bet', () => {
    const play = playOf('k3_ebth');
    expect(planChase(play, '1,2', 200n, settings({ expects: 120 })).rows).toHaveLength(120);
    expect(planChase(play, '1,2', 200n, settings({ expects: 121 })).message).toBe('追号期数须在2-120期之间');
    expect(planChase(play, '1,2', 200n, settings({ expects: 1 })).message).toBe('追号期数须在2-120期之间');
    expect(planChase(play, '1,2', 200n, settings({ startMultiple: 100 })).message).toBe(
      '起始倍数须在1-99之间',
    );
    expect(planChase(play, '1,2', 100n, settings({})).message).toBe('每注金额须在2-20000元之间');
    expect(planChase(play, '1', 200n, settings({})).valid).toBe(false);
    expect(planChase(play, '1,2', 200n, settings({ mode: 'double', doubleEvery: 0 })).message).toBe(
      '翻倍间隔须在1-120期之间',
    );
    expect(planChase(play, '1,2', 200n, settings({ mode: 'profit', minProfitRate: 0 })).message).toBe(
      '最低利润率须在1%-10000%之间',
    );
  });

  it('prices the prize with the lowest picked odds of an option play', () => {
    const sum = playOf('k3_hz');
    const check = checkBetCodes(sum, '3,10');
    if (!check.valid) throw new Error(check.message);
    // 和值 3 pays 207.36, 10 pays 7.68: a win pays at least the lower.
    expect(lowestPickedOdds(sum, check.picks)).toBe(768n);
    const plan = planChase(sum, '3,10', 200n, settings({ expects: 2 }));
    expect(plan.rows[0]).toMatchObject({ stakeFen: 400n, prizeFen: 1536n });
  });
});
