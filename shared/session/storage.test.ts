import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, storage } from './storage';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('storage', () => {
  it('keeps one key holding only userinfo, token and appinfo', () => {
    storage.write({ token: 't', userinfo: null, extra: 'dropped' } as never);
    storage.set('appinfo', { title: 'x' } as never);
    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '')).toEqual({
      token: 't',
      userinfo: null,
      appinfo: { title: 'x' },
    });
    expect(storage.get('token')).toBe('t');
  });

  it('ignores foreign keys found in the stored object', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', password: 'p' }));
    expect(storage.read()).toEqual({ token: 't' });
  });

  it('removes one field and clears the key', () => {
    storage.write({ token: 't', appinfo: null });
    storage.remove('token');
    expect(storage.read()).toEqual({ appinfo: null });
    storage.clear();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(storage.read()).toBeNull();
  });

  it('logs failures and returns null / false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(storage.read()).toBeNull();
    expect(storage.get('token')).toBeNull();
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(storage.set('token', 'x')).toBe(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(storage.read()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("keeps the app's own small values under their own keys, never the session key", () => {
    expect(storage.setItem('index_modal_seen', 'abc')).toBe(true);
    expect(storage.getItem('index_modal_seen')).toBe('abc');
    expect(storage.setItem(SESSION_STORAGE_KEY, { token: 'x' })).toBe(false);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    storage.removeItem('index_modal_seen');
    expect(storage.getItem('index_modal_seen')).toBeNull();
  });
});
