import { describe, expect, it } from 'vitest';
import { planSlip, type SlipInput, tooManyBankersText } from './plan';
import type { Selection } from './slip';
import { enumerateSubBets } from './subbets';

const pick = (matchId: number, banker = false, option = 'win'): Selection => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option,
  name: option,
  odds: '2.00',
  ...(banker ? { banker } : {}),
});
/** `matches` picks, the first `bankers` of them bankers. */
const picks = (matches: number, bankers: number) =>
  Array.from({ length: matches }, (_, i) => pick(i + 1, i < bankers));
const plan = (combos: string[], selections: Selection[], multiple = 1) =>
  planSlip({ mode: 'mixed', sport: 'football', combos, selections, amount: 2, multiple } satisfies SlipInput);
const count = (combos: string[], selections: Selection[]) => {
  const result = plan(combos, selections);
  if (!result.valid) throw new Error(result.message);
  return result.estimate.count;
};

describe('设胆 (胆拖): every sub-bet holds every banker', () => {
  it('3串3: one banker leaves C(2,1) = 2 of the 3 pairs', () => {
    expect(count(['3x3'], picks(3, 0))).toBe(3);
    expect(count(['3x3'], picks(3, 1))).toBe(2);
  });

  it('3串4: one banker gives 2 pairs + 1 triple = 3', () => {
    expect(count(['3x4'], picks(3, 1))).toBe(3);
  });

  it('4串6 (pairs) with one banker: C(3,1) = 3; 4串11 with one banker: 3 + 3 + 1 = 7', () => {
    expect(count(['4x6'], picks(4, 1))).toBe(3);
    expect(count(['4x11'], picks(4, 1))).toBe(7);
  });

  it('4串4 (triples) with two bankers: C(2,1) = 2; 4串5 with two: 2 + 1 = 3', () => {
    expect(count(['4x4'], picks(4, 2))).toBe(2);
    expect(count(['4x5'], picks(4, 2))).toBe(3);
  });

  it('5串10 with one banker: C(4,1) = 4; 5串16 with two: C(3,1) + C(3,2) + C(3,3) = 7', () => {
    expect(count(['5x10'], picks(5, 1))).toBe(4);
    expect(count(['5x16'], picks(5, 2))).toBe(7);
  });

  it('复式: a banker with two options doubles each of its 2 pairs: 4 bets, stake 4 × 2 × 3 = 24 yuan', () => {
    const selections = [pick(1, true, 'win'), pick(1, true, 'draw'), pick(2), pick(3)];
    const result = plan(['3x3'], selections, 3);
    expect(result.valid && result.estimate.count).toBe(4);
    expect(result.valid && result.estimate.stakeFen).toBe(2_400n);
    const subBets = [...enumerateSubBets('mixed', result.valid ? result.combinations : [], selections)];
    expect(subBets.every((legs) => legs[0]?.matchId === 1)).toBe(true);
  });

  it('a banker may leave each sub-bet one free leg at least: 3串3 takes one, 4串11 one, 4串4 two', () => {
    expect(plan(['3x3'], picks(3, 2))).toEqual({ valid: false, message: tooManyBankersText(1) });
    expect(plan(['4x11'], picks(4, 2))).toEqual({ valid: false, message: '胆码最多设1场' });
    expect(plan(['4x4'], picks(4, 3))).toEqual({ valid: false, message: '胆码最多设2场' });
  });

  it('单关 ignores a banker mark: each pick stays its own bet', () => {
    const result = planSlip({
      mode: 'single',
      sport: 'football',
      combos: [],
      selections: picks(3, 1).map((selection) => ({ ...selection, single: true })),
      amount: 2,
      multiple: 1,
    });
    expect(result.valid && result.estimate.count).toBe(3);
  });
});
