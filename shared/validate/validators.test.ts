import { describe, expect, it } from 'vitest';
import { isAmount, isEmail, isIdCard, isMobile, isNumericCode, isUrl } from './index';

describe('validators', () => {
  it('isMobile: 1[3-9] and 9 more digits', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380001')).toBe(false);
    expect(isMobile('+8613800138000')).toBe(false);
  });

  it('isEmail', () => {
    expect(isEmail('demo@example.com')).toBe(true);
    expect(isEmail('a.b+c@sub.example.cn')).toBe(true);
    expect(isEmail('demo@example')).toBe(false);
    expect(isEmail('demo example.com')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
  });

  it('isUrl', () => {
    expect(isUrl('https://example.com/a?b=1')).toBe(true);
    expect(isUrl('http://localhost:8080')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
    expect(isUrl('https://')).toBe(false);
  });

  it('isAmount: at most 2 decimals', () => {
    for (const ok of ['0', '2', '10.5', '20000.00', '0.01', 3]) expect(isAmount(ok)).toBe(true);
    for (const bad of ['10.123', '-1', '01', '1e3', '', '.5', '5.', 'abc']) expect(isAmount(bad)).toBe(false);
  });

  it('isIdCard: 18 digits with the MOD 11-2 check character, real dates, legacy 15 digits', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('440524188001010014')).toBe(false);
    expect(isIdCard('110105194902300026')).toBe(false);
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('1101051949123100')).toBe(false);
  });

  it('isNumericCode: default 6 digits', () => {
    expect(isNumericCode('123456')).toBe(true);
    expect(isNumericCode('12345')).toBe(false);
    expect(isNumericCode('12345a')).toBe(false);
    expect(isNumericCode('1234', 4)).toBe(true);
  });
});
