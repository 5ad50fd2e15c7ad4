import { afterEach, describe, expect, it } from 'vitest';
import { seedHomeBeneath } from './navigation';

function openAt(url: string) {
  window.history.replaceState(null, '', url);
  const before = window.history.length;
  seedHomeBeneath();
  return window.history.length - before;
}

function waitForPopState() {
  return new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('back with no history', () => {
  it('goes to home when the app was opened on a deeper page', async () => {
    expect(openAt('/#/financePages/recharge?from=link')).toBe(1);
    expect(window.location.hash).toBe('#/financePages/recharge?from=link');
    const popped = waitForPopState();
    window.history.back();
    await popped;
    expect(window.location.hash).toBe('#/pages/home/home');
  });

  it('adds nothing when the app opens on home or on the entry', () => {
    expect(openAt('/#/pages/home/home')).toBe(0);
    expect(openAt('/#/')).toBe(0);
    expect(openAt('/')).toBe(0);
    expect(openAt('/#/pages/launch/choose?scheme=home')).toBe(0);
  });
});
