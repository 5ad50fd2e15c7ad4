import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { remoteAddressConfig } from '../config/remote-address';
import { mockHttp, ok } from '../test/http-mock';
import { useToastStore } from '../ui/toast/store';
import { registerAuthBridge } from './auth';
import { http, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './client';
import { ApiError } from './errors';

const toastText = () => useToastStore.getState().current?.message ?? null;

beforeEach(() => {
  useToastStore.setState({ current: null });
  registerAuthBridge({ getToken: () => 'tok-1', onUnauthorized: () => {} });
  remoteAddressConfig.reset();
  location.hash = '';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request shape', () => {
  it('uses location.origin + /api, Accept JSON, bearer token and no JSON content type on GET', async () => {
    const calls = mockHttp(() => ok({ id: 1 }));
    await expect(http.get('/v1/me')).resolves.toEqual({ id: 1 });
    expect(calls[0]?.url).toBe(`${location.origin}/api/v1/me`);
    expect(calls[0]?.headers.accept).toBe('application/json');
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(calls[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends JSON content type on non-GET', async () => {
    const calls = mockHttp(() => ok(null));
    await http.post('/user/update', { nickname: '小明' });
    await http.put('/v1/user-wallets/1', { name: 'a' });
    expect(calls.map((c) => c.headers['content-type'])).toEqual(['application/json', 'application/json']);
    expect(calls[0]?.data).toEqual({ nickname: '小明' });
  });

  it('omits the token on login, register (all forms), forgot-password and reset-password', async () => {
    const calls = mockHttp(() => ok(null));
    for (const path of [
      '/v1/login',
      '/v1/register',
      '/v1/invite/register',
      '/v1/smart/register',
      '/v1/forgot-password',
      '/v1/reset-password',
    ]) {
      await http.post(path, {});
    }
    await http.post('/v1/logout');
    expect(calls.slice(0, 6).every((c) => c.headers.authorization === undefined)).toBe(true);
    expect(calls[6]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('sends no Authorization header when there is no token', async () => {
    registerAuthBridge({ getToken: () => null });
    const calls = mockHttp(() => ok(null));
    await http.get('/v1/banners');
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('drops null/undefined GET params and URL-encodes the rest', async () => {
    const calls = mockHttp(() => ok([]));
    await http.get('/v1/notices/search', {
      q: '足球 & 篮球',
      page: 1,
      empty: null,
      none: undefined,
      zero: 0,
    });
    expect(calls[0]?.url).toBe(
      `${location.origin}/api/v1/notices/search?q=%E8%B6%B3%E7%90%83%20%26%20%E7%AF%AE%E7%90%83&page=1&zero=0`,
    );
  });

  it('uses the remote address config apiServerUrl as base when set', async () => {
    remoteAddressConfig.apply({
      baseUrl: 'https://m.example.com',
      apiServerUrl: 'https://api.example.com/api/',
      reverbUrl: 'wss://ws.example.com',
    });
    const calls = mockHttp(() => ok(null));
    await http.get('/v1/me');
    expect(calls[0]?.url).toBe('https://api.example.com/api/v1/me');
  });

  it('times out after 30 s by default, 120 s for uploads, per-call override', async () => {
    const calls = mockHttp(() => ok(null));
    await http.get('/v1/me');
    await http.upload('/v1/logs/upload', new FormData());
    await http.get('/v1/me', undefined, { timeout: 5000 });
    expect(calls.map((c) => c.timeout)).toEqual([REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS, 5000]);
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
    expect(calls[1]?.headers['content-type']).not.toBe('application/json');
  });

  it('sends the idempotency key as a header', async () => {
    const calls = mockHttp(() => ok(null));
    await http.post('/v1/withdraws', { amount: '10.00' }, { idempotencyKey: 'k-42' });
    expect(calls[0]?.headers['idempotency-key']).toBe('k-42');
  });
});

describe('errors', () => {
  it('rejects a non-200 envelope code with the server message and toasts it once', async () => {
    mockHttp(() => ({
      status: 422,
      body: { code: 422, message: '用户名已存在', msg: '用户名已存在', data: null },
    }));
    const error = await http.post('/v1/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 422, status: 422, message: '用户名已存在' });
    expect(toastText()).toBe('用户名已存在');
    expect(useToastStore.getState().current?.type).toBe('error');
  });

  it("keeps the refusal's data (409 moved odds carry the changes)", async () => {
    const changes = [{ match_id: 1, play: 'winDrawLose', option: 'win', old_odds: '1.85', new_odds: '1.95' }];
    mockHttp(() => ({ status: 409, body: { code: 409, message: '赔率已变化', data: { changes } } }));
    const error = await http.post('/v1/order/submit', {}, { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 409, data: { changes } });
    mockHttp(() => ({ status: 200, body: { code: 409, message: '赔率已变化', data: { changes } } }));
    await expect(http.post('/v1/order/submit', {}, { silent: true })).rejects.toMatchObject({
      data: { changes },
    });
  });

  it('rejects code != 200 inside an HTTP 200 as well', async () => {
    mockHttp(() => ({ status: 200, body: { code: 1001, message: '余额不足', data: null } }));
    await expect(http.post('/v1/order/submit', {})).rejects.toMatchObject({
      code: 1001,
      message: '余额不足',
    });
  });

  it('maps non-JSON success bodies to 服务端返回数据异常 (500)', async () => {
    mockHttp(() => ({ status: 200, body: '<!doctype html><html></html>' }));
    await expect(http.post('/v1/appinfo')).rejects.toMatchObject({
      code: 500,
      message: '服务端返回数据异常',
    });
  });

  it('uses the status table for bodies without a message, then 发生未知错误', async () => {
    mockHttp((config) => (config.url === '/a' ? { status: 403, body: '' } : { status: 418, body: 'teapot' }));
    await expect(http.post('/a')).rejects.toMatchObject({ status: 403, message: '您没有权限访问该资源' });
    await expect(http.post('/b')).rejects.toMatchObject({ status: 418, message: '发生未知错误' });
  });

  it('silent suppresses the toast', async () => {
    mockHttp(() => ({ status: 404, body: { code: 404, message: '请求的资源不存在' } }));
    await expect(http.get('/v1/x', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(toastText()).toBeNull();
  });

  it('classifies network failures', async () => {
    vi.useFakeTimers();
    mockHttp(() => ({ networkError: { code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' } }));
    const pending = http.post('/v1/order/submit', {}).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({
      code: 0,
      status: 0,
      type: 'NETWORK_TIMEOUT',
      message: '网络超时，请检查网络连接',
    });
  });
});

describe('401', () => {
  it('replaces Unauthenticated, logs out, and relaunches to login after 1.5 s', async () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    registerAuthBridge({ onUnauthorized });
    mockHttp(() => ({ status: 401, body: { code: 401, message: 'Unauthenticated' } }));
    const results = await Promise.allSettled([http.get('/v1/me'), http.get('/v1/user/balance')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason.message).toBe('您还未登录，请先登录');
    expect(toastText()).toBe('您还未登录，请先登录');
    expect(onUnauthorized).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1499);
    expect(location.hash).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(location.hash).toBe('#/pages/login/login');
  });
});

describe('401 with a reason (session expired, account disabled)', () => {
  it('shows the reason, logs out and relaunches to login after 1.5 s', async () => {
    vi.useFakeTimers();
    const onUnauthorized = vi.fn();
    registerAuthBridge({ onUnauthorized });
    mockHttp(() => ({ status: 401, body: { code: 401, message: '登录已过期，请重新登录' } }));
    await expect(http.get('/v1/me')).rejects.toThrow('登录已过期，请重新登录');
    expect(toastText()).toBe('登录已过期，请重新登录');
    expect(onUnauthorized).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(location.hash).toBe('#/pages/login/login');
  });
});

describe('retry', () => {
  it('retries a GET twice on 503 with 500 ms x attempt delays', async () => {
    vi.useFakeTimers();
    const calls = mockHttp((_, n) => (n < 3 ? { status: 503, body: '' } : ok('fine')));
    const pending = http.get('/v1/banners');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await expect(pending).resolves.toBe('fine');
    expect(toastText()).toBeNull();
  });

  it('gives up after 2 retries and toasts once', async () => {
    vi.useFakeTimers();
    const calls = mockHttp(() => ({ status: 502, body: '' }));
    const pending = http.get('/v1/banners').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await pending).toMatchObject({ status: 502, message: '网关错误，请稍后重试' });
    expect(calls).toHaveLength(3);
  });

  it('does not retry 4xx, nor a POST without idempotency key', async () => {
    vi.useFakeTimers();
    const calls = mockHttp(() => ({
      status: 500,
      body: { code: 500, message: '服务器内部错误，请稍后重试' },
    }));
    const pending = http.post('/v1/order/submit', { amount: '2.00' }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    await pending;
    expect(calls).toHaveLength(1);
  });

  it('re-sends a money-moving POST only with the same idempotency key', async () => {
    vi.useFakeTimers();
    const calls = mockHttp((_, n) =>
      n === 1 ? { networkError: { code: 'ERR_NETWORK', message: 'Network Error' } } : ok({ id: 9 }),
    );
    const pending = http.post('/v1/withdraws', { amount: '100.00' }, { idempotencyKey: 'wd-1' });
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ id: 9 });
    expect(calls.map((c) => c.headers['idempotency-key'])).toEqual(['wd-1', 'wd-1']);
    expect(calls[1]?.data).toEqual({ amount: '100.00' });
  });
});

describe('offline', () => {
  it('toasts 网络已断开，请检查网络连接 for 3 s when the browser goes offline', () => {
    vi.useFakeTimers();
    window.dispatchEvent(new Event('offline'));
    expect(useToastStore.getState().current).toMatchObject({
      message: '网络已断开，请检查网络连接',
      duration: 3000,
    });
    vi.advanceTimersByTime(3000);
    expect(toastText()).toBeNull();
  });
});
