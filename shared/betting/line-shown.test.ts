import { describe, expect, it } from 'vitest';
import { lineShown } from './line-shown';
import { settleLeg } from './settle';

describe('lineShown: the side giving points has the minus sign in both sports', () => {
  it('basketball 让分: home giving 7.5 (SPEC: home − away − 7.5 > 0) reads -7.5; home receiving 3.5 reads +3.5', () => {
    expect(lineShown('basketball', 'handicap', '7.5')).toBe('-7.5');
    expect(lineShown('basketball', 'handicap', '+7.5')).toBe('-7.5');
    expect(lineShown('basketball', 'handicap', '-3.5')).toBe('+3.5');
    expect(lineShown('basketball', 'handicap', '0')).toBe('0');
  });

  it('a line shown -x means that side gives x, as settlement reads it', () => {
    // Shown 主 -7.5 / 主 -1: home wins the handicap by winning by 8 / by 2, and not by 7 / by 1.
    const basketball = { play: 'handicap', option: 'win', line: '7.5' };
    expect(lineShown('basketball', 'handicap', basketball.line)).toBe('-7.5');
    expect(settleLeg('basketball', basketball, { full: { home: 98, away: 90 } })).toBe('won');
    expect(settleLeg('basketball', basketball, { full: { home: 97, away: 90 } })).toBe('lost');
    const football = { play: 'handicap', option: 'win', line: '-1' };
    expect(lineShown('football', 'handicap', football.line)).toBe('-1');
    expect(settleLeg('football', football, { full: { home: 2, away: 0 } })).toBe('won');
    expect(settleLeg('football', football, { full: { home: 1, away: 0 } })).toBe('lost');
  });

  it('football 让球 and totals are shown as stored', () => {
    expect(lineShown('football', 'handicap', '-1')).toBe('-1');
    expect(lineShown('football', 'handicap', '+1')).toBe('+1');
    expect(lineShown('basketball', 'total-score', '215.5')).toBe('215.5');
    expect(lineShown(undefined, 'handicap', '1.5')).toBe('1.5');
  });
});
