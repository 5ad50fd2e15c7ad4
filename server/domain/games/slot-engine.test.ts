import { describe, expect, it } from 'vitest';
import {
  evaluate,
  evaluateLine,
  PAYLINES,
  type SlotSymbol,
  STRIPS,
  SYMBOLS,
  spinReels,
  theoreticalRtp,
  windowAt,
} from './slot-engine';

describe('demo slot engine', () => {
  it('returns 95.25% to players in theory (exact over every symbol combination of a line)', () => {
    expect(theoreticalRtp()).toBeCloseTo(0.95249, 4);
  });

  it('pays the leftmost run of one symbol, with wilds standing in for it', () => {
    expect(evaluateLine(['seven', 'seven', 'seven', 'bar', 'seven'])).toEqual({
      symbol: 'seven',
      count: 3,
      multiple: 40,
    });
    expect(evaluateLine(['wild', 'cherry', 'wild', 'cherry', 'bell'])).toEqual({
      symbol: 'cherry',
      count: 4,
      multiple: 25,
    });
    // Three leading wilds pay more as wilds than as a run of four cherries.
    expect(evaluateLine(['wild', 'wild', 'wild', 'cherry', 'bar'])).toEqual({
      symbol: 'wild',
      count: 3,
      multiple: 50,
    });
    expect(evaluateLine(['bar', 'seven', 'bar', 'bar', 'bar']).multiple).toBe(0);
  });

  it('evaluates all ten lines of a window and totals their multiples', () => {
    const row = (symbol: SlotSymbol): SlotSymbol[] => Array(5).fill(symbol);
    const outcome = evaluate([row('seven'), row('seven'), row('seven')]);
    expect(outcome.lines).toHaveLength(PAYLINES.length);
    expect(outcome.totalMultiple).toBe(10 * 600);
    const nothing = evaluate([
      ['bar', 'cherry', 'bell', 'grape', 'orange'],
      ['seven', 'melon', 'orange', 'cherry', 'bell'],
      ['grape', 'orange', 'cherry', 'bell', 'bar'],
    ]);
    expect(nothing.lines).toEqual([]);
  });

  it('shows three consecutive strip stops per reel and only symbols the strips hold', () => {
    const rows = windowAt([0, 0, 0, 0, 0]);
    expect(rows.map((row) => row[0])).toEqual(STRIPS[0]?.slice(0, 3));
    const spun = spinReels();
    expect(spun.rows).toHaveLength(3);
    for (const row of spun.rows) {
      expect(row).toHaveLength(5);
      for (const symbol of row) expect(SYMBOLS).toContain(symbol);
    }
  });
});
