import { describe, expect, it } from 'vitest';
import { prizeBreakdown } from './breakdown';
import { findCombination } from './combos';

const leg = (matchId: number, odds: string, option = 'win') => ({
  matchId,
  play: 'winDrawLose',
  option,
  odds,
});

describe('奖金明细', () => {
  it('3串4 over three matches: three 2串1 then one 3串1, each at its odds product', () => {
    const combos = [findCombination('3x4')].flatMap((c) => (c ? [c] : []));
    const lines = prizeBreakdown('mixed', combos, [leg(1, '2.00'), leg(2, '1.50'), leg(3, '3.00')], 200n, 1);
    expect(lines.map((line) => line.legs.map((l) => l.matchId))).toEqual([
      [1, 2],
      [1, 3],
      [2, 3],
      [1, 2, 3],
    ]);
    // 2 yuan x 2.00 x 1.50 = 6.00; x 2.00 x 3.00 = 12.00; 1.50 x 3.00 = 9.00; all three 18.00
    expect(lines.map((line) => line.prizeFen)).toEqual([600n, 1200n, 900n, 1800n]);
    expect(lines.every((line) => !line.capped)).toBe(true);
  });

  it('marks a prize cut by the cap and stops at the limit', () => {
    const [line] = prizeBreakdown('single', [], [leg(1, '500.00')], 20_000n * 100n, 99);
    expect(line?.prizeFen).toBe(100_000n * 100n);
    expect(line?.capped).toBe(true);
    expect(
      prizeBreakdown('single', [], [leg(1, '2.00'), leg(2, '2.00'), leg(3, '2.00')], 200n, 1, 2),
    ).toHaveLength(2);
  });
});
