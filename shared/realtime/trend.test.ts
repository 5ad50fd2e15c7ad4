import { describe, expect, it } from 'vitest';
import { balanceTrend } from './trend';

describe('balanceTrend', () => {
  it('compares the two balances exactly', () => {
    expect(balanceTrend('10000.00', '10000.01')).toBe('up');
    expect(balanceTrend('10000.00', '9999.99')).toBe('down');
    expect(balanceTrend('0.30', '0.3')).toBe('stable');
    expect(balanceTrend(undefined, '5.00')).toBe('stable');
  });
});
