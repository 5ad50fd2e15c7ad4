import { describe, expect, it } from 'vitest';
import { safeWebUrl } from './safeUrl';

describe('safeWebUrl', () => {
  it('accepts http and https pages', () => {
    expect(safeWebUrl('https://kf.example.com/chat?a=1')).toBe('https://kf.example.com/chat?a=1');
    expect(safeWebUrl('http://example.com')).toBe('http://example.com/');
  });

  it('refuses script and data urls and empty values', () => {
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeWebUrl('')).toBeNull();
    expect(safeWebUrl(null)).toBeNull();
  });
});
