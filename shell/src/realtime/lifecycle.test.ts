import { clearSession, type UserInfo, useSession } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLD_START_DELAY_MS, startRealtime } from './lifecycle';
import type { RealtimeManager } from './manager';

vi.mock('pusher-js', async () => ({ default: (await import('./fakePusher')).FakePusher }));

function stubManager() {
  const manager = { isInitialised: false, init: vi.fn(), destroy: vi.fn(), onAppShow: vi.fn() };
  manager.init.mockImplementation(async () => {
    manager.isInitialised = true;
    return true;
  });
  manager.destroy.mockImplementation(() => {
    manager.isInitialised = false;
  });
  return manager;
}

let stop: () => void = () => undefined;

beforeEach(() => {
  useSession.setState({ user: null, token: null });
});

afterEach(() => {
  stop();
});

describe('startRealtime', () => {
  it('initialises when a user logs in and destroys the manager on logout', () => {
    const manager = stubManager();
    stop = startRealtime(manager as unknown as RealtimeManager);
    expect(manager.init).not.toHaveBeenCalled();

    useSession.getState().setUser({ id: 3, username: 'rt01' } as UserInfo, 'tok');
    expect(manager.init).toHaveBeenCalledTimes(1);
    useSession.getState().updateUser({ balance: '1.00' });
    expect(manager.init).toHaveBeenCalledTimes(1);

    clearSession();
    expect(manager.destroy).toHaveBeenCalledTimes(1);
  });

  it('initialises a stored session once the first screen had its head start', () => {
    vi.useFakeTimers();
    try {
      useSession.setState({ user: { id: 3 } as UserInfo, token: 'tok' });
      const manager = stubManager();
      stop = startRealtime(manager as unknown as RealtimeManager);
      vi.advanceTimersByTime(COLD_START_DELAY_MS - 1);
      expect(manager.init).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(manager.init).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for a reconnect when the app is shown', () => {
    useSession.setState({ user: { id: 3 } as UserInfo, token: 'tok' });
    const manager = stubManager();
    stop = startRealtime(manager as unknown as RealtimeManager);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pageshow'));
    expect(manager.onAppShow).toHaveBeenCalledTimes(2);
  });
});
