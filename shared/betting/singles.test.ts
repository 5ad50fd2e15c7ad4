import { describe, expect, it } from 'vitest';
import { findCombination } from './combos';
import { planSlip, type SlipInput } from './plan';
import { betsSingles, passTypesFor, SINGLE_NOT_ALLOWED, singlesRefusal } from './singles';
import type { Selection } from './slip';

const pick = (matchId: number, single: boolean, play: Selection['play'] = 'winDrawLose'): Selection => ({
  matchId,
  sport: 'football',
  play,
  option: play === 'totalGoals' ? '2' : 'win',
  name: '胜',
  odds: '2.00',
  ...(single ? { single } : {}),
});
const plan = (overrides: Partial<SlipInput>) =>
  planSlip({
    mode: 'single',
    sport: 'football',
    combos: [],
    selections: [pick(1, true)],
    amount: 2,
    multiple: 1,
    ...overrides,
  });
const combination = (code: string) => {
  const found = findCombination(code);
  if (!found) throw new Error(code);
  return found;
};

describe('单关 (singles)', () => {
  it('a plan bets singles in 单关 mode, or in 串关 through the 1串1 pass type only', () => {
    expect(betsSingles('single', [])).toBe(true);
    expect(betsSingles('mixed', [combination('1x1')])).toBe(true);
    expect(betsSingles('mixed', [combination('2x1'), combination('3x4')])).toBe(false);
  });

  it('refuses 单关 on a play the match takes in 串关 only, with 该玩法不支持单关', () => {
    expect(SINGLE_NOT_ALLOWED).toBe('该玩法不支持单关');
    expect(plan({ selections: [pick(1, false)] })).toEqual({ valid: false, message: SINGLE_NOT_ALLOWED });
    // One pick without the flag is enough: every pick of a single slip is bet alone.
    expect(plan({ selections: [pick(1, true), pick(2, false)] })).toEqual({
      valid: false,
      message: SINGLE_NOT_ALLOWED,
    });
    expect(plan({ selections: [pick(1, true), pick(2, true, 'totalGoals')] }).valid).toBe(true);
    // A one-match 串关 is a single too.
    expect(plan({ mode: 'mixed', combos: ['1x1'], selections: [pick(1, false)] })).toEqual({
      valid: false,
      message: SINGLE_NOT_ALLOWED,
    });
    expect(plan({ mode: 'mixed', combos: ['1x1'], selections: [pick(1, true)] }).valid).toBe(true);
  });

  it('a parlay takes picks that are 串关 only', () => {
    const selections = [pick(1, false), pick(2, false), pick(3, true)];
    expect(plan({ mode: 'mixed', combos: ['3x4'], selections }).valid).toBe(true);
    expect(singlesRefusal('mixed', [combination('3x4')], selections)).toBeNull();
  });

  it('offers 单关 as a pass type only when every pick allows it', () => {
    expect(passTypesFor([pick(1, true)]).map((c) => c.code)).toEqual(['1x1']);
    expect(passTypesFor([pick(1, true), { ...pick(1, false), option: 'draw' }])).toEqual([]);
    expect(passTypesFor([pick(1, false)])).toEqual([]);
    expect(passTypesFor([pick(1, false), pick(2, true)]).map((c) => c.code)).toEqual(['2x1']);
    expect(passTypesFor([pick(1, false), pick(2, true), pick(3, true)]).map((c) => c.code)).toEqual([
      '3x1',
      '2x1',
      '3x3',
      '3x4',
    ]);
  });
});
