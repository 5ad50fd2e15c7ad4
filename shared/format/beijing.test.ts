import { describe, expect, it } from 'vitest';
import { beijingDate, formatBeijing } from './beijing';

describe('Beijing time', () => {
  // 16:30 UTC is 00:30 the next day in Beijing: the day changes with the zone.
  const lateUtc = '2026-11-25T16:30:05Z';

  it('formats in UTC+8 whatever the device zone', () => {
    expect(formatBeijing(lateUtc, 'date')).toBe('2026-11-26');
    expect(formatBeijing(lateUtc, 'time')).toBe('00:30');
    expect(formatBeijing(lateUtc, 'monthDayTime')).toBe('11-26 00:30');
    expect(formatBeijing(lateUtc)).toBe('2026-11-26 00:30:05');
    expect(formatBeijing('not a time')).toBe('');
  });

  it('counts match days from the Beijing date', () => {
    expect(beijingDate(Date.parse(lateUtc))).toBe('2026-11-26');
    expect(beijingDate(Date.parse(lateUtc), 2)).toBe('2026-11-28');
  });
});
