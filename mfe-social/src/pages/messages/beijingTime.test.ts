import { describe, expect, it } from 'vitest';
import { beijingTime } from './beijingTime';

describe('beijingTime', () => {
  it('shows UTC instants on the Beijing clock, across midnight', () => {
    expect(beijingTime('2026-11-21T16:30:00.000Z')).toBe('2026-11-22 00:30');
    expect(beijingTime('2026-11-21T07:41:00.000Z', 5)).toBe('11-21 15:41');
    expect(beijingTime('not a date')).toBe('');
  });
});
