import { describe, expect, it } from 'vitest';
import { APP_VERSION, compareVersions } from './appVersion';
import { maskPhone } from './maskPhone';

describe('compareVersions', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.7')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', APP_VERSION)).toBeLessThan(0);
    expect(compareVersions('1.9.7', '1.9.7')).toBe(0);
    expect(compareVersions('2', '1.9.9')).toBeGreaterThan(0);
  });
});

describe('maskPhone', () => {
  it('hides the middle digits of a bound phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('')).toBe('未绑定');
  });
});
