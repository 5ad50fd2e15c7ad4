import { describe, expect, it } from 'vitest';
import { BET_AMOUNT, BET_MULTIPLE, MAX_MATCHES, MAX_PASSES, prizeCapForLegs } from './index';

describe('betting constants (SPEC 9)', () => {
  it('limits', () => {
    expect(BET_AMOUNT).toEqual({ min: 2, max: 20000 });
    expect(BET_MULTIPLE).toEqual({ min: 1, max: 99 });
    expect(MAX_MATCHES).toBe(8);
  });

  it('prize caps by legs', () => {
    expect([1, 2, 3, 4, 5, 6, 8].map(prizeCapForLegs)).toEqual([
      100000, 200000, 200000, 500000, 500000, 1000000, 1000000,
    ]);
  });

  it('max passes per play', () => {
    expect(MAX_PASSES.football).toEqual({
      winDrawLose: 8,
      handicap: 8,
      totalGoals: 6,
      score: 4,
      halfFullTime: 4,
    });
    expect(MAX_PASSES.basketball).toEqual({ 'win-lose': 8, handicap: 8, 'score-diff': 4, 'total-score': 8 });
  });
});
