import { describe, expect, it } from 'vitest';
import { acceptsOddsChange, isOddsPolicy } from './odds-policy';

describe('odds-change policy', () => {
  it('不接受 takes only the shown price', () => {
    expect(acceptsOddsChange('none', '1.85', '1.85')).toBe(true);
    expect(acceptsOddsChange('none', '1.85', '1.90')).toBe(false);
    expect(acceptsOddsChange('none', '1.85', '1.80')).toBe(false);
  });

  it('仅接受升赔 takes a price that went up, never one that went down', () => {
    expect(acceptsOddsChange('higher', '1.85', '1.86')).toBe(true);
    expect(acceptsOddsChange('higher', '1.85', '1.84')).toBe(false);
  });

  it('接受全部 takes any move', () => {
    expect(acceptsOddsChange('any', '1.85', '1.20')).toBe(true);
    expect(acceptsOddsChange('any', '1.85', '3.00')).toBe(true);
  });

  it('knows its keys', () => {
    expect(['none', 'higher', 'any', 'all', undefined].map(isOddsPolicy)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
