import { describe, expect, it } from 'vitest';
import {
  beijingDate,
  beijingDayIndex,
  beijingDayStart,
  beijingMonthStart,
  beijingStamp,
  formatBeijing,
  formatClock,
  formatDate,
  formatDateTime,
} from './beijing';

describe('Beijing time', () => {
  // 16:30 UTC is 00:30 the next day in Beijing: the day changes with the zone.
  const lateUtc = '2026-11-25T16:30:05Z';

  it('formats in UTC+8 whatever the device zone', () => {
    expect(formatBeijing(lateUtc, 'date')).toBe('2026-11-26');
    expect(formatBeijing(lateUtc, 'time')).toBe('00:30');
    expect(formatBeijing(lateUtc, 'clock')).toBe('00:30:05');
    expect(formatBeijing(lateUtc)).toBe('2026-11-26 00:30:05');
    expect(formatBeijing('not a time')).toBe('');
    expect(formatBeijing(null)).toBe('');
    expect(formatBeijing(undefined)).toBe('');
  });

  it('names the formats pages use: one date-time, one date, a clock for today', () => {
    expect(formatDateTime(lateUtc)).toBe('2026-11-26 00:30:05');
    expect(formatDateTime(Date.parse(lateUtc))).toBe('2026-11-26 00:30:05');
    expect(formatDate(lateUtc)).toBe('2026-11-26');
    expect(formatDate('2026-11-15')).toBe('2026-11-15');
    expect(formatClock(lateUtc)).toBe('00:30');
    expect(formatClock(lateUtc, 'seconds')).toBe('00:30:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate('not a time')).toBe('');
  });

  it('counts match days from the Beijing date', () => {
    expect(beijingDate(Date.parse(lateUtc))).toBe('2026-11-26');
    expect(beijingDate(Date.parse(lateUtc), 2)).toBe('2026-11-28');
    expect(beijingDate(new Date(lateUtc))).toBe('2026-11-26');
  });

  it('knows where Beijing days and months begin', () => {
    expect(beijingDayStart('2026-11-26').toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(beijingMonthStart(Date.parse('2026-11-30T16:30:00Z')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(beijingDayIndex(Date.parse('2026-11-25T15:59:59Z')) + 1).toBe(
      beijingDayIndex(Date.parse('2026-11-25T16:00:00Z')),
    );
  });

  it('stamps order numbers with the Beijing clock', () => {
    expect(beijingStamp(Date.parse(lateUtc))).toBe('20261126003005');
  });
});
