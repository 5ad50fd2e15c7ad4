import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp, ok } from '../test/http-mock';
import { registerAuthBridge } from './auth';
import { http } from './client';
import { beginLoading, NO_LOADING_PATHS, useLoadingStore } from './loading';

const visible = () => useLoadingStore.getState().visible;

beforeEach(() => {
  vi.useFakeTimers();
  useLoadingStore.setState({ pending: 0, visible: false });
  registerAuthBridge({ getToken: () => null });
});
afterEach(() => vi.useRealTimers());

describe('loading tracker', () => {
  it('shows the overlay only when a request is still pending after 300 ms', () => {
    const end = beginLoading('/v1/me');
    vi.advanceTimersByTime(299);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
    end();
    expect(visible()).toBe(false);
  });

  it('never shows for a request that finishes within 300 ms', () => {
    const end = beginLoading('/v1/me');
    vi.advanceTimersByTime(200);
    end();
    vi.advanceTimersByTime(1000);
    expect(visible()).toBe(false);
  });

  it('hides only when all pending requests finish (ending twice counts once)', () => {
    const first = beginLoading('/v1/me');
    const second = beginLoading('/v1/banners');
    vi.advanceTimersByTime(300);
    first();
    first();
    expect(visible()).toBe(true);
    expect(useLoadingStore.getState().pending).toBe(1);
    second();
    expect(visible()).toBe(false);
  });

  it('ignores the background paths of SPEC 7', () => {
    expect(NO_LOADING_PATHS).toEqual([
      '/v1/websocket/heartbeat',
      '/v1/websocket/update-status',
      '/v1/broadcasting/auth',
      '/v1/broadcasting/auth-batch',
      '/v1/liujiu/lottery/current-expect',
      '/v1/liujiu/lottery/latest-open-code',
    ]);
    for (const path of NO_LOADING_PATHS) beginLoading(`${path}?lottery_id=1`);
    vi.advanceTimersByTime(1000);
    expect(visible()).toBe(false);
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('is driven by the http client', async () => {
    let release: (value: ReturnType<typeof ok>) => void = () => {};
    mockHttp(() => new Promise((resolve) => (release = resolve)));
    const pending = http.get('/v1/me');
    await vi.advanceTimersByTimeAsync(300);
    expect(visible()).toBe(true);
    release(ok(1));
    await pending;
    expect(visible()).toBe(false);

    mockHttp(() => new Promise(() => {}));
    void http.post('/v1/websocket/heartbeat', { socket_id: '1.2' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(visible()).toBe(false);
  });
});
