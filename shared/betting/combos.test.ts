import { describe, expect, it } from 'vitest';
import { binomial, COMBINATIONS, combinationsFor, findCombination, subsets } from './combos';
import { countSubBets, enumerateSubBets } from './subbets';

/** SPEC 9, verbatim: matches -> the legal M串N. */
const SPEC_TABLE: Record<number, string[]> = {
  1: ['1x1'],
  2: ['2x1'],
  3: ['3x1', '3x3', '3x4'],
  4: ['4x1', '4x4', '4x5', '4x6', '4x11'],
  5: ['5x1', '5x5', '5x6', '5x10', '5x16', '5x20', '5x26'],
  6: ['6x1', '6x6', '6x7', '6x15', '6x20', '6x22', '6x35', '6x42', '6x50', '6x57'],
  7: ['7x1', '7x7', '7x8', '7x21', '7x35', '7x120'],
  8: ['8x1', '8x8', '8x9', '8x28', '8x56', '8x70', '8x247'],
};

const legs = (matches: number) => Array.from({ length: matches }, (_, i) => ({ matchId: i + 1 }));

describe('M串N combinations', () => {
  it('offers exactly the legal combinations of SPEC 9 for each number of matches', () => {
    for (let m = 1; m <= 8; m += 1) {
      expect(combinationsFor(m).map((c) => c.code)).toEqual(SPEC_TABLE[m]);
    }
    expect(combinationsFor(9)).toEqual([]);
    expect(COMBINATIONS).toHaveLength(40);
  });

  it.each(Object.values(SPEC_TABLE).flat())(
    '%s: N = sum of C(M,k) over a contiguous k range, and enumerates to N sub-bets',
    (code) => {
      const combination = findCombination(code);
      if (!combination) throw new Error(code);
      const [m, n] = code.split('x').map(Number) as [number, number];
      const sizes = combination.legSizes;
      expect(sizes.every((size, i) => i === 0 || size === (sizes[i - 1] as number) + 1)).toBe(true);
      expect(sizes.reduce((sum, k) => sum + binomial(m, k), 0)).toBe(n);
      expect(countSubBets('mixed', [combination], legs(m))).toBe(n);
      const all = [...enumerateSubBets('mixed', [combination], legs(m))];
      expect(all).toHaveLength(n);
      expect(new Set(all.map((bet) => bet.map((leg) => leg.matchId).join())).size).toBe(n);
    },
  );

  it('expands into the standard k串1 sets', () => {
    const shape = (code: string) => {
      const bets = [...enumerateSubBets('mixed', [findCombination(code) as never], legs(Number(code[0])))];
      const bySize: Record<number, number> = {};
      for (const bet of bets) bySize[bet.length] = (bySize[bet.length] ?? 0) + 1;
      return bySize;
    };
    expect(shape('3x4')).toEqual({ 2: 3, 3: 1 });
    expect(shape('4x11')).toEqual({ 2: 6, 3: 4, 4: 1 });
    expect(shape('3x3')).toEqual({ 2: 3 });
    expect(shape('6x15')).toEqual({ 2: 15 });
    expect(shape('7x21')).toEqual({ 5: 21 });
    expect(shape('8x28')).toEqual({ 6: 28 });
    expect(shape('8x56')).toEqual({ 5: 56 });
    expect(shape('8x247')).toEqual({ 2: 28, 3: 56, 4: 70, 5: 56, 6: 28, 7: 8, 8: 1 });
  });

  it('names combinations like the slip shows them', () => {
    expect(findCombination('1x1')?.name).toBe('单关');
    expect(findCombination('4x11')?.name).toBe('4串11');
    expect(findCombination('9x1')).toBeUndefined();
  });

  it('binomial and subsets agree', () => {
    expect(binomial(8, 4)).toBe(70);
    expect(binomial(3, 4)).toBe(0);
    expect([...subsets(4, 2)]).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect([...subsets(2, 3)]).toEqual([]);
  });
});

describe('复式: several options on one match', () => {
  const multi = (counts: number[]) =>
    counts.flatMap((n, match) => Array.from({ length: n }, (_, i) => ({ matchId: match + 1, option: i })));

  it('multiplies the sub-bets by the options of the matches in each subset', () => {
    const c = (code: string) => [findCombination(code) as never];
    // 2串1 with 2 and 3 options: 2 x 3.
    expect(countSubBets('mixed', c('2x1'), multi([2, 3]))).toBe(6);
    // 3串4 with options 2,1,1: 2串1 subsets {12:2,13:2,23:1} + 3串1 {2} = 7.
    expect(countSubBets('mixed', c('3x4'), multi([2, 1, 1]))).toBe(7);
    // 4串11 with 2 options each: 6*4 + 4*8 + 16 = 72.
    expect(countSubBets('mixed', c('4x11'), multi([2, 2, 2, 2]))).toBe(72);
    // several combinations at once add up.
    expect(countSubBets('mixed', [...c('3x1'), ...c('3x3')], multi([1, 1, 2]))).toBe(2 + 5);
  });

  it('never puts two options of one match into one sub-bet', () => {
    const bets = [...enumerateSubBets('mixed', [findCombination('3x4') as never], multi([2, 2, 3]))];
    expect(bets).toHaveLength(countSubBets('mixed', [findCombination('3x4') as never], multi([2, 2, 3])));
    for (const bet of bets) expect(new Set(bet.map((leg) => leg.matchId)).size).toBe(bet.length);
    expect(new Set(bets.map((bet) => JSON.stringify(bet))).size).toBe(bets.length);
  });

  it('single mode makes one bet per option', () => {
    expect(countSubBets('single', [], multi([2, 3]))).toBe(5);
    expect([...enumerateSubBets('single', [], multi([2]))]).toEqual([
      [{ matchId: 1, option: 0 }],
      [{ matchId: 1, option: 1 }],
    ]);
  });
});
