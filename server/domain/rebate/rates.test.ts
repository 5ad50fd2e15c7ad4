import { describe, expect, it } from 'vitest';
import { DEFAULT_REBATE_RATES, parseRateBp, rateFor, ratePercent, rebateFen } from './rates';

describe('rebate rates', () => {
  it('reads basis points exactly and rounds the rebate down to the fen', () => {
    expect(parseRateBp('50')).toBe(5000n);
    expect(parseRateBp('52.5')).toBe(5250n);
    expect(parseRateBp('0.01')).toBe(1n);
    for (const bad of ['', '-5', '1e2', '5.555', 'abc', '10001']) expect(parseRateBp(bad)).toBeNull();
    // 100.00 yuan at 0.5% is 0.50 yuan; 1.99 yuan at 0.5% is 0.995 fen -> 0 (never paid up).
    expect(rebateFen(10_000n, '50')).toBe(50n);
    expect(rebateFen(199n, '50')).toBe(0n);
    expect(rebateFen(123_456_789n, '52.5')).toBe(648_148n);
    expect(ratePercent('50')).toBe('0.50%');
    expect(ratePercent('52.5')).toBe('0.525%');
    expect(ratePercent('100')).toBe('1.00%');
  });

  it('picks the rate of the VIP level, the last one above the ladder, defaults for a broken config', () => {
    expect(rateFor(undefined, 'sports', 0)).toBe('50');
    expect(rateFor(undefined, 'lottery', 2)).toBe('50');
    expect(rateFor(undefined, 'game', 99)).toBe(DEFAULT_REBATE_RATES.game.at(-1));
    const config = { sports: ['80', 90], lottery: ['oops'], game: 'nope' };
    expect(rateFor(config, 'sports', 0)).toBe('80');
    expect(rateFor(config, 'sports', 5)).toBe('90');
    expect(rateFor(config, 'lottery', 0)).toBe('30');
    expect(rateFor(config, 'game', 1)).toBe('70');
  });
});
