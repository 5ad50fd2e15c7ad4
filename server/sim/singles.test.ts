import { ALWAYS_SINGLE, SOMETIMES_SINGLE, sportOfType } from '@app/shared/betting';
import { describe, expect, it } from 'vitest';
import { singlePlaysOf } from './singles';

describe('单关 plays of a simulated match', () => {
  const seeds = Array.from({ length: 400 }, (_, i) => 1000 + i * 7919);

  it('always offers the many-outcome plays, the same answer for the same seed', () => {
    for (const seed of seeds.slice(0, 20)) {
      expect(singlePlaysOf(1, seed)).toEqual(expect.arrayContaining(['score', 'totalGoals', 'halfFullTime']));
      expect(singlePlaysOf(2, seed)).toContain('score-diff');
      expect(singlePlaysOf(1, seed)).toEqual(singlePlaysOf(1, seed));
    }
    expect(singlePlaysOf(3, 1)).toEqual([]);
  });

  it('offers 胜平负, 让球 and the basketball two-way plays on some matches only (about half each)', () => {
    for (const sportType of [1, 2]) {
      const sport = sportOfType(sportType) ?? 'football';
      for (const play of SOMETIMES_SINGLE[sport]) {
        const share = seeds.filter((seed) => singlePlaysOf(sportType, seed).includes(play)).length;
        expect(share / seeds.length).toBeGreaterThan(0.35);
        expect(share / seeds.length).toBeLessThan(0.65);
      }
      expect(ALWAYS_SINGLE[sport].some((play) => SOMETIMES_SINGLE[sport].includes(play))).toBe(false);
    }
  });
});
