import { describe, expect, it } from 'vitest';
import { monthCells, shiftMonth } from './calendar';

describe('sign-in calendar', () => {
  it('pads the first week so days fall under their weekday (Monday first)', () => {
    // 1 March 2026 is a Sunday: six empty cells, then the 1st.
    const cells = monthCells('2026-03');
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(cells.at(-1)).toBe('2026-03-31');
    expect(monthCells('2026-02').filter(Boolean)).toHaveLength(28);
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });
});
