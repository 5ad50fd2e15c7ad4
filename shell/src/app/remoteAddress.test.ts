import { apiBaseUrl, publicChannels, REMOTE_ADDRESS_RECHECK_MS, remoteAddressConfig } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchRemoteAddress } from './remoteAddress';

const second = {
  version: 2,
  baseUrl: 'http://localhost',
  apiServerUrl: 'http://127.0.0.1:8206/api',
  reverbUrl: 'ws://127.0.0.1:8206',
};

let served: unknown = null;
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, message: 'ok', msg: 'ok', data }));

beforeEach(() => {
  remoteAddressConfig.reset();
  served = null;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => envelope(served));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const settle = () => vi.waitFor(() => expect(remoteAddressConfig.lastCheckTime()).toBeGreaterThan(0));

describe('watchRemoteAddress', () => {
  it('moves the API and the socket when the operator changes the config, without a reload', async () => {
    served = second;
    const relocate = vi.fn(async () => undefined);
    const stop = watchRemoteAddress({ relocate });
    await settle();
    await vi.waitFor(() => expect(apiBaseUrl()).toBe('http://127.0.0.1:8206/api'));
    expect(relocate).toHaveBeenCalledTimes(1);
    // Read on the page's own host, and the new API answered before the move.
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toEqual([
      `${location.origin}/api/v1/app/remote-address`,
      'http://127.0.0.1:8206/api/v1/app/remote-address',
    ]);

    // The operator lifts it: config.updated forces a check at once.
    served = null;
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.configUpdated, {
      key: 'remote_address',
    });
    await vi.waitFor(() => expect(apiBaseUrl()).toBe(`${location.origin}/api`));
    expect(relocate).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps the current address when the served config is invalid, and rechecks every 5 minutes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    served = second;
    const stop = watchRemoteAddress({ relocate: async () => undefined });
    await vi.waitFor(() => expect(apiBaseUrl()).toBe('http://127.0.0.1:8206/api'));
    served = { ...second, apiServerUrl: '' };
    const before = vi.mocked(fetch).mock.calls.length;
    vi.advanceTimersByTime(REMOTE_ADDRESS_RECHECK_MS);
    await vi.waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBe(before + 1));
    await Promise.resolve();
    expect(apiBaseUrl()).toBe('http://127.0.0.1:8206/api');
    stop();
  });
});
