import { describe, expect, it } from 'vitest';
import { diceRtp, PICK_CODES, pickWins } from './dice-engine';

describe('极速骰宝 engine', () => {
  it('returns 94.79% on every pick (105 of 216 rolls win, paid 1.95x)', () => {
    for (const pick of PICK_CODES) expect(diceRtp(pick)).toBeCloseTo((105 / 216) * 1.95, 10);
  });

  it('大 is 11-17, 小 4-10, 单/双 the parity of the sum, and a triple loses everything', () => {
    expect(pickWins('big', [5, 5, 1])).toBe(true);
    expect(pickWins('small', [5, 4, 1])).toBe(true);
    expect(pickWins('big', [4, 5, 1])).toBe(false);
    expect(pickWins('odd', [1, 2, 4])).toBe(true);
    expect(pickWins('even', [1, 2, 4])).toBe(false);
    expect(pickWins('big', [6, 6, 6])).toBe(false);
    expect(pickWins('even', [2, 2, 2])).toBe(false);
  });
});
