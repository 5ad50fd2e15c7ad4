import { describe, expect, it } from 'vitest';
import { periodWindow, resetText } from './periods';

const at = (iso: string) => new Date(iso);

describe('limit periods in Beijing time', () => {
  it('a day starts at 00:00 +08:00, so 23:30 UTC already counts in the next Beijing day', () => {
    const window = periodWindow('day', at('2026-11-27T16:30:00Z'));
    expect(window.start.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(window.resetsAt.toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(resetText(window.resetsAt)).toBe('11月29日 00:00');
  });

  it('a week runs Monday to Monday', () => {
    // Friday 2026-11-27 in Beijing.
    const window = periodWindow('week', at('2026-11-27T04:00:00Z'));
    expect(window.start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(window.resetsAt.toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(resetText(window.resetsAt)).toBe('11月30日 00:00');
    // A Monday morning is the first day of its own week.
    expect(periodWindow('week', at('2026-11-30T01:00:00Z')).start.toISOString()).toBe(
      '2026-11-29T16:00:00.000Z',
    );
  });

  it('a month runs from the 1st, across the year end', () => {
    const window = periodWindow('month', at('2026-12-31T18:00:00Z'));
    expect(window.start.toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(resetText(window.resetsAt)).toBe('2月1日 00:00');
    expect(resetText(periodWindow('month', at('2026-12-15T00:00:00Z')).resetsAt)).toBe('1月1日 00:00');
  });
});
