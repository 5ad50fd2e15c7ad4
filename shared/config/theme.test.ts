import { describe, expect, it } from 'vitest';
import { applyThemeColor } from './theme';

describe('applyThemeColor', () => {
  it('sets --color-accent from theme_color', () => {
    expect(applyThemeColor('#00aaff')).toBe('#00aaff');
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#00aaff');
  });

  it('falls back to #ffb400 for invalid values', () => {
    expect(applyThemeColor('red; background: url(x)')).toBe('#ffb400');
    expect(applyThemeColor(undefined)).toBe('#ffb400');
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#ffb400');
  });
});
