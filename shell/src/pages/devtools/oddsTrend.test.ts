import { describe, expect, it } from 'vitest';
import { oddsTrend } from './oddsTrend';

describe('oddsTrend', () => {
  it('compares odds as numbers and treats the first reading as unchanged', () => {
    expect(oddsTrend(undefined, '1.85')).toBe('same');
    expect(oddsTrend('1.85', '1.90')).toBe('up');
    expect(oddsTrend('10.00', '9.50')).toBe('down');
    expect(oddsTrend('2.10', '2.1')).toBe('same');
  });
});
