import { describe, expect, it } from 'vitest';
import { fenToYuan, formatCount, formatMoney, formatPriceUnit, formatYuan, pad2, toFen } from './index';

describe('money', () => {
  it('toFen parses yuan exactly into bigint fen', () => {
    expect(toFen('10000.00')).toBe(1_000_000n);
    expect(toFen('0.1')).toBe(10n);
    expect(toFen('-3.05')).toBe(-305n);
    expect(toFen(12.34)).toBe(1234n);
    expect(toFen('99999999999999999.99')).toBe(9_999_999_999_999_999_999n);
  });

  it('toFen rejects more than 2 decimals and non-numbers', () => {
    for (const bad of ['1.234', 'abc', '', '1e5', 0.1 + 0.2, Number.NaN])
      expect(() => toFen(bad)).toThrow(RangeError);
  });

  it('fenToYuan prints exactly 2 decimals', () => {
    expect(fenToYuan(123_450n)).toBe('1234.50');
    expect(fenToYuan(5n)).toBe('0.05');
    expect(fenToYuan(-5n)).toBe('-0.05');
    expect(fenToYuan(0n)).toBe('0.00');
  });

  it('sums without float drift', () => {
    expect(fenToYuan(toFen('0.1') + toFen('0.2'))).toBe('0.30');
  });

  it('formatYuan shows 2 decimals, optional thousands separators', () => {
    expect(formatYuan('10000')).toBe('10000.00');
    expect(formatYuan(1234.5)).toBe('1234.50');
    expect(formatYuan('1234567.891', { thousands: true })).toBe('1,234,567.89');
    expect(formatYuan('2.005')).toBe('2.01');
    expect(formatYuan('-1234.5', { thousands: true })).toBe('-1,234.50');
    expect(formatYuan(null)).toBe('0.00');
    expect(formatYuan('abc')).toBe('0.00');
  });

  it('formatMoney is the one display form of every amount: grouped, 2 decimals', () => {
    expect(formatMoney('10255.87')).toBe('10,255.87');
    expect(formatMoney('10715.32')).toBe('10,715.32');
    expect(formatMoney('999.5')).toBe('999.50');
    expect(formatMoney('-1234567')).toBe('-1,234,567.00');
    expect(formatMoney(undefined)).toBe('0.00');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoney(1_071_532n)).toBe('10,715.32');
    expect(formatMoney(-5n)).toBe('-0.05');
  });

  it('formatMoney signs profits: a gain gets +, a loss keeps -, zero has no sign', () => {
    expect(formatMoney('421.86', { signed: true })).toBe('+421.86');
    expect(formatMoney('1051.86', { signed: true })).toBe('+1,051.86');
    expect(formatMoney('-2000', { signed: true })).toBe('-2,000.00');
    expect(formatMoney('0.00', { signed: true })).toBe('0.00');
    expect(formatMoney('-0.001', { signed: true })).toBe('0.00');
  });
});

describe('display helpers', () => {
  it('formatCount caps at 99+', () => {
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount('250')).toBe('99+');
    expect(formatCount(-1)).toBe('0');
  });

  it('pad2 zero-pads numbers below 10', () => {
    expect(pad2(0)).toBe('00');
    expect(pad2(7)).toBe('07');
    expect(pad2(10)).toBe('10');
    expect(pad2(123)).toBe('123');
  });

  it('formatPriceUnit uses K from 1000 and W from 10000', () => {
    expect(formatPriceUnit(999)).toBe('999');
    expect(formatPriceUnit(1000)).toBe('1K');
    expect(formatPriceUnit(1500)).toBe('1.5K');
    expect(formatPriceUnit(10000)).toBe('1W');
    expect(formatPriceUnit(123456)).toBe('12.35W');
  });
});
