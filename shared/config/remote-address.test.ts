import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiBaseUrl,
  REMOTE_ADDRESS_RECHECK_MS,
  realtimeAddress,
  remoteAddressConfig,
} from './remote-address';

const valid = {
  version: 1,
  baseUrl: 'https://m.example.com',
  apiServerUrl: 'https://api.example.com/api',
  reverbUrl: 'wss://ws.example.com',
};

beforeEach(() => remoteAddressConfig.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('remote address config', () => {
  it('needs non-empty string baseUrl, apiServerUrl and reverbUrl', () => {
    expect(remoteAddressConfig.validate(valid)).toBe(true);
    expect(remoteAddressConfig.validate(null)).toBe(false);
    expect(remoteAddressConfig.validate('x')).toBe(false);
    expect(remoteAddressConfig.validate({ ...valid, baseUrl: '' })).toBe(false);
    expect(remoteAddressConfig.validate({ ...valid, apiServerUrl: '  ' })).toBe(false);
    expect(remoteAddressConfig.validate({ ...valid, reverbUrl: 42 })).toBe(false);
    expect(remoteAddressConfig.validate({ ...valid, apiServerUrl: 'api.example.com' })).toBe(false);
    expect(remoteAddressConfig.validate({ ...valid, reverbUrl: 'ftp://ws.example.com' })).toBe(false);
    const { reverbUrl: _dropped, ...missing } = valid;
    expect(remoteAddressConfig.validate(missing)).toBe(false);
  });

  it('ignores an invalid config and keeps the API on this origin', () => {
    expect(remoteAddressConfig.apply({ baseUrl: 'x' })).toBe(false);
    expect(apiBaseUrl()).toBe(`${location.origin}/api`);
    expect(remoteAddressConfig.apply(valid)).toBe(true);
    expect(apiBaseUrl()).toBe('https://api.example.com/api');
  });

  it('rechecks at most every 5 minutes unless forced', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => valid);
    await remoteAddressConfig.check(load);
    await remoteAddressConfig.check(load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(REMOTE_ADDRESS_RECHECK_MS - 1);
    await remoteAddressConfig.check(load);
    expect(load).toHaveBeenCalledTimes(1);
    await remoteAddressConfig.check(load, true);
    expect(load).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(REMOTE_ADDRESS_RECHECK_MS);
    await remoteAddressConfig.check(load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(REMOTE_ADDRESS_RECHECK_MS).toBe(300_000);
  });

  it('a forced check while one is in flight reads again after it; an unforced one waits for its answer', async () => {
    let answerFirst: (config: unknown) => void = () => {};
    const firstRead = new Promise((resolve) => {
      answerFirst = resolve;
    });
    const load = vi.fn(async () => (load.mock.calls.length === 1 ? firstRead : valid));
    const first = remoteAddressConfig.check(load, true);
    const waiting = remoteAddressConfig.check(load);
    // The operator changes the config while the first read is under way: its answer predates the change.
    const forced = remoteAddressConfig.check(load, true);
    const forcedAgain = remoteAddressConfig.check(load, true);
    answerFirst(null);
    await expect(first).resolves.toBeNull();
    await expect(waiting).resolves.toBeNull();
    await expect(forced).resolves.toEqual(valid);
    await expect(forcedAgain).resolves.toEqual(valid);
    expect(load).toHaveBeenCalledTimes(2);
    expect(apiBaseUrl()).toBe('https://api.example.com/api');
  });

  it('keeps the current config when a check fails or returns garbage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    remoteAddressConfig.apply(valid);
    await expect(remoteAddressConfig.check(async () => ({ baseUrl: '' }), true)).resolves.toEqual(valid);
    await expect(
      remoteAddressConfig.check(async () => Promise.reject(new Error('down')), true),
    ).resolves.toEqual(valid);
  });

  it('moves the API and the socket when an address changes, and back to this host when none is set', async () => {
    const moves: Array<string | null> = [];
    remoteAddressConfig.onChange((config) => moves.push(config?.apiServerUrl ?? null));
    await remoteAddressConfig.check(async () => valid, true);
    expect(apiBaseUrl()).toBe('https://api.example.com/api');
    expect(realtimeAddress()).toEqual({ host: 'ws.example.com', port: 443, tls: true });
    // A new version at the same addresses moves nothing.
    await remoteAddressConfig.check(async () => ({ ...valid, version: 2 }), true);
    await remoteAddressConfig.check(async () => ({ ...valid, reverbUrl: 'ws://10.0.0.2:8080' }), true);
    expect(realtimeAddress()).toEqual({ host: '10.0.0.2', port: 8080, tls: false });
    await remoteAddressConfig.check(async () => null, true);
    expect(apiBaseUrl()).toBe(`${location.origin}/api`);
    expect(realtimeAddress()).toBeNull();
    expect(moves).toEqual(['https://api.example.com/api', 'https://api.example.com/api', null]);
  });

  it('stays where it is when the new API does not answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    remoteAddressConfig.apply(valid);
    const moved = { ...valid, apiServerUrl: 'https://api3.example.com/api' };
    const reachable = vi.fn(async () => Promise.reject(new Error('网络请求失败')));
    await expect(remoteAddressConfig.check(async () => moved, true, reachable)).resolves.toEqual(valid);
    expect(reachable).toHaveBeenCalledWith(moved);
    expect(apiBaseUrl()).toBe('https://api.example.com/api');
    await remoteAddressConfig.check(
      async () => moved,
      true,
      async () => ({ code: 200 }),
    );
    expect(apiBaseUrl()).toBe('https://api3.example.com/api');
  });
});
