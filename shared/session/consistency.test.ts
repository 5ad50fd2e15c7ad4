import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSessionConsistency, startConsistencyCheck, stopConsistencyCheck } from './consistency';
import { storage } from './storage';
import { onLogout, useSession } from './store';

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null, appInfo: null });
});
afterEach(() => {
  stopConsistencyCheck();
  vi.useRealTimers();
});

describe('consistency check', () => {
  it('restores memory from storage', () => {
    storage.write({ token: 'tok', userinfo: { id: 4 } as never });
    expect(checkSessionConsistency()).toBe('restored');
    expect(useSession.getState()).toMatchObject({ token: 'tok', user: { id: 4 } });
  });

  it('re-syncs storage from memory', () => {
    useSession.getState().setUser({ id: 4 }, 'tok');
    localStorage.clear();
    expect(checkSessionConsistency()).toBe('resynced');
    expect(storage.read()).toMatchObject({ token: 'tok', userinfo: { id: 4 } });
  });

  it('clears everything when the user ids differ', () => {
    const hook = vi.fn();
    const unregister = onLogout(hook);
    useSession.getState().setUser({ id: 4 }, 'tok');
    storage.write({ userinfo: { id: 9 } as never, token: 'other' });
    expect(checkSessionConsistency()).toBe('cleared');
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().token).toBeNull();
    expect(storage.read()).toBeNull();
    expect(hook).toHaveBeenCalled();
    unregister();
  });

  it('reports ok when both agree', () => {
    useSession.getState().setUser({ id: 4 }, 'tok');
    expect(checkSessionConsistency()).toBe('ok');
  });

  it('runs every 30 s once started', () => {
    vi.useFakeTimers();
    startConsistencyCheck();
    startConsistencyCheck();
    storage.write({ token: 'tok', userinfo: { id: 4 } as never });
    vi.advanceTimersByTime(29_999);
    expect(useSession.getState().token).toBeNull();
    vi.advanceTimersByTime(1);
    expect(useSession.getState().token).toBe('tok');
  });
});
