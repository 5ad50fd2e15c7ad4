import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The queue starts at the page's load event: each test takes a fresh copy of the module.
async function freshQueue() {
  vi.resetModules();
  return (await import('./afterFirstScreen')).afterFirstScreen;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('runs the work one piece per idle moment, in the order it was asked for', async () => {
    const afterFirstScreen = await freshQueue();
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('lottery widget'));
    afterFirstScreen(() => ran.push('app info'));
    afterFirstScreen(() => ran.push('realtime'));
    expect(ran).toEqual([]);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['lottery widget']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['lottery widget', 'app info']);
    await vi.advanceTimersToNextTimerAsync();
    expect(ran).toEqual(['lottery widget', 'app info', 'realtime']);
    // Asked for later (a widget mounted on a page opened afterwards): its own idle moment, at once.
    afterFirstScreen(() => ran.push('late widget'));
    await vi.advanceTimersToNextTimerAsync();
    expect(ran.at(-1)).toBe('late widget');
  });

  it('never runs a piece withdrawn before its turn (a widget that unmounted), and the rest still run', async () => {
    const afterFirstScreen = await freshQueue();
    const ran: string[] = [];
    const withdraw = afterFirstScreen(() => ran.push('gone'));
    afterFirstScreen(() => ran.push('kept'));
    withdraw();
    await vi.runAllTimersAsync();
    expect(ran).toEqual(['kept']);
  });
});
