import { describe, expect, it } from 'vitest';
import { expectAt, expectSlot, expectsClosingBetween, nextExpect } from './schedule';

// 2026-11-21 00:00 Beijing is 2026-11-20 16:00 UTC.
const beijing = (iso: string) => new Date(`${iso}+08:00`);

describe('expect schedule (Beijing days)', () => {
  it('numbers the 481st minute of the day 20261121-0481 and closes it at 08:01', () => {
    const slot = expectAt(60, beijing('2026-11-21T08:00:30'));
    expect(slot.expect).toBe('20261121-0481');
    expect(slot.openAt).toEqual(beijing('2026-11-21T08:00:00'));
    expect(slot.closeAt).toEqual(beijing('2026-11-21T08:01:00'));
  });

  it('gives the 5-minute variant its own three-digit sequence', () => {
    expect(expectAt(300, beijing('2026-11-21T08:00:30')).expect).toBe('20261121-097');
    expect(expectAt(300, beijing('2026-11-21T23:59:59')).expect).toBe('20261121-288');
  });

  it('rolls over at midnight: the last expect of a day is followed by 0001 of the next', () => {
    const last = expectAt(60, beijing('2026-11-21T23:59:10'));
    expect(last.expect).toBe('20261121-1440');
    expect(last.closeAt).toEqual(beijing('2026-11-22T00:00:00'));
    expect(nextExpect(60, last.expect).expect).toBe('20261122-0001');
    expect(nextExpect(300, '20261231-288').expect).toBe('20270101-001');
    expect(expectAt(60, beijing('2026-11-22T00:00:00')).expect).toBe('20261122-0001');
  });

  it('lists the expects that closed across midnight, oldest first, without gaps', () => {
    const slots = expectsClosingBetween(60, beijing('2026-11-21T23:57:30'), beijing('2026-11-22T00:02:00'));
    expect(slots.map((slot) => slot.expect)).toEqual([
      '20261121-1438',
      '20261121-1439',
      '20261121-1440',
      '20261122-0001',
      '20261122-0002',
    ]);
  });

  it('parses its own numbers back and refuses others', () => {
    expect(expectSlot(60, '20261121-0481')?.openAt).toEqual(beijing('2026-11-21T08:00:00'));
    expect(expectSlot(60, '20261121-1441')).toBeUndefined();
    expect(expectSlot(60, '20261121-481')).toBeUndefined();
    expect(expectSlot(300, '20261121-0481')).toBeUndefined();
    expect(expectSlot(60, '20261321-0001')).toBeUndefined();
  });
});
