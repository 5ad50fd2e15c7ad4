import { describe, expect, it } from 'vitest';
import { moneyAmount } from './schemas';

describe('moneyAmount', () => {
  it('takes positive yuan with up to 2 decimals, as text or number', () => {
    for (const value of ['100', '100.5', '0.01', 100.5, 20000, ' 12.30 ']) {
      expect(moneyAmount.safeParse(value).success).toBe(true);
    }
  });

  it('refuses the rest with a Chinese message', () => {
    const message = (value: unknown) => moneyAmount.safeParse(value).error?.issues[0]?.message;
    expect(message(undefined)).toBe('请输入金额');
    expect(message('1.234')).toBe('金额格式不正确，最多两位小数');
    expect(message(0.1 + 0.2)).toBe('金额格式不正确，最多两位小数');
    expect(message('-5')).toBe('金额格式不正确，最多两位小数');
    expect(message('1e3')).toBe('金额格式不正确，最多两位小数');
    expect(message({})).toBe('金额格式不正确，最多两位小数');
    expect(message('0')).toBe('金额必须大于0');
    expect(message(0)).toBe('金额必须大于0');
  });
});
