import { describe, expect, it } from 'vitest';
import { applyStatusBarHeight, navBarHeight } from './status-bar';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('status bar height (SPEC 9)', () => {
  it('adds 50 px on Android and 45 px elsewhere', () => {
    expect(navBarHeight(ANDROID)).toBe(50);
    expect(navBarHeight(IPHONE)).toBe(45);
    expect(navBarHeight('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(45);
  });

  it('sets the header height the NavBar adds to safe-area-inset-top', () => {
    const root = document.createElement('div');
    applyStatusBarHeight(root, ANDROID);
    expect(root.style.getPropertyValue('--navbar-height')).toBe('50px');
    applyStatusBarHeight(root, IPHONE);
    expect(root.style.getPropertyValue('--navbar-height')).toBe('45px');
  });
});
