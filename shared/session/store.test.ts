import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp, ok } from '../test/http-mock';
import type { AppInfo } from '../types';
import { ensureLotteryToken } from './lottery-token';
import { storage } from './storage';
import { isLoggedIn, onLogout, useSession } from './store';
import { userDataKey } from './user-data';

const appInfo: AppInfo = {
  site_state: 1,
  redpacket_switch: 0,
  fanshui: 1,
  index_modal: 0,
  repair_tips: '',
  sms_open: 0,
  site_logo: '/logo.png',
  title: '演示站',
  kf_url: '',
  index_modal_images: [],
  ios_download_qrcode: '',
  ios_download_url: '',
  android_download_url: '',
  timestamp: 1,
};

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ user: null, token: null, appInfo: null, lotteryTokenChecked: false });
});
afterEach(() => vi.useRealTimers());

describe('session store', () => {
  it('setUser stores normalised user and token in memory and storage, resetting the lottery flags', () => {
    useSession.setState({ lotteryTokenChecked: true });
    useSession.getState().setUser({ id: 5, username: 'demo', balance: '10000.00' }, 'tok');
    const { user, token, lotteryTokenChecked } = useSession.getState();
    expect(user).toMatchObject({ id: 5, username: 'demo', balance: '10000.00', is_agent: 0 });
    expect(token).toBe('tok');
    expect(lotteryTokenChecked).toBe(false);
    expect(storage.read()).toMatchObject({ token: 'tok', userinfo: { id: 5 } });
    expect(isLoggedIn()).toBe(true);
  });

  it('updateUser merges and persists', () => {
    useSession.getState().setUser({ id: 5, balance: '1.00' }, 'tok');
    useSession.getState().updateUser({ balance: '2.5' });
    expect(useSession.getState().user?.balance).toBe('2.50');
    expect(storage.get('userinfo')?.balance).toBe('2.50');
  });

  it('logout calls /v1/logout with the token, runs hooks and clears everything', async () => {
    const calls = mockHttp(() => ok(null));
    const hook = vi.fn();
    const unregister = onLogout(hook);
    useSession.getState().setUser({ id: 5 }, 'tok');
    useSession.getState().setAppInfo(appInfo);
    await useSession.getState().logout();
    expect(calls.map((c) => [c.method, c.url.replace(location.origin, ''), c.headers.authorization])).toEqual(
      [['POST', '/api/v1/logout', 'Bearer tok']],
    );
    expect(hook).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ user: null, token: null, appInfo: null });
    expect(storage.read()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    unregister();
  });

  it("logout removes every player's data keys and keeps the device's own keys", async () => {
    mockHttp(() => ok(null));
    useSession.getState().setUser({ id: 5 }, 'tok');
    storage.setItem(userDataKey('mfe_sports_slip', 5), { selections: [1] });
    storage.setItem(userDataKey('mfe_sports_slip', 6), { selections: [2] });
    storage.setItem('index_modal_seen', true);
    await useSession.getState().logout();
    expect(storage.getItem(userDataKey('mfe_sports_slip', 5))).toBeNull();
    expect(storage.getItem(userDataKey('mfe_sports_slip', 6))).toBeNull();
    expect(storage.getItem('index_modal_seen')).toBe(true);
  });

  it('logout ignores a failing logoff call and skips it without a token', async () => {
    vi.useFakeTimers();
    const calls = mockHttp(() => ({ status: 500, body: '' }));
    useSession.getState().setUser({ id: 5 }, 'tok');
    const pending = useSession.getState().logout();
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toBeUndefined();
    expect(useSession.getState().token).toBeNull();
    await useSession.getState().logout();
    expect(calls).toHaveLength(1);
  });

  it('a 401 from any call logs the session out', async () => {
    vi.useFakeTimers();
    mockHttp((config) =>
      config.url === '/v1/logout'
        ? ok(null)
        : { status: 401, body: { code: 401, message: 'Unauthenticated' } },
    );
    useSession.getState().setUser({ id: 5 }, 'tok');
    const { http } = await import('../api/client');
    await http.get('/v1/me', undefined, { silent: true }).catch(() => undefined);
    await vi.runAllTimersAsync();
    expect(useSession.getState().token).toBeNull();
  });

  it('setAppInfo only updates when one of the 12 core fields changed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1000);
    expect(useSession.getState().setAppInfo(appInfo)).toBe(true);
    expect(useSession.getState().appInfo?.lastCheckTime).toBe(1000);
    vi.setSystemTime(2000);
    expect(useSession.getState().setAppInfo({ ...appInfo, timestamp: 99, android_download_url: 'x' })).toBe(
      false,
    );
    expect(useSession.getState().appInfo?.lastCheckTime).toBe(1000);
    expect(useSession.getState().setAppInfo({ ...appInfo, index_modal_images: ['a.png'] })).toBe(true);
    expect(useSession.getState().appInfo?.lastCheckTime).toBe(2000);
    expect(storage.get('appinfo')?.index_modal_images).toEqual(['a.png']);
  });

  it('hydrates from storage on start', async () => {
    storage.write({ token: 'stored', userinfo: { id: 3, balance: '5' } as never });
    vi.resetModules();
    const fresh = await import('./store');
    expect(fresh.useSession.getState().token).toBe('stored');
    expect(fresh.useSession.getState().user?.balance).toBe('5.00');
  });
});

describe('ensureLotteryToken', () => {
  it('uses a valid stored token without a request', async () => {
    const calls = mockHttp(() => ok(null));
    useSession.getState().setUser({ id: 1, lottery_token: 'lt-1' }, 'tok');
    await expect(ensureLotteryToken()).resolves.toBe('lt-1');
    expect(calls).toHaveLength(0);
    expect(useSession.getState().lotteryTokenChecked).toBe(true);
  });

  it('code 200 stores data.lottery_token', async () => {
    const calls = mockHttp(() => ok({ lottery_token: 'lt-new' }));
    useSession.getState().setUser({ id: 1 }, 'tok');
    await expect(ensureLotteryToken()).resolves.toBe('lt-new');
    expect(calls[0]?.url).toBe(`${location.origin}/api/v1/update-lottery-token`);
    expect(useSession.getState().user?.lottery_token).toBe('lt-new');
    expect(storage.get('userinfo')?.lottery_token).toBe('lt-new');
    expect(useSession.getState().lotteryTokenChecked).toBe(true);
  });

  it('code 202 waits quietly, returns empty and marks checked', async () => {
    const { useToastStore } = await import('../ui/toast/store');
    useToastStore.setState({ current: null });
    mockHttp(() => ({ status: 200, body: { code: 202, message: '创建中', data: null } }));
    useSession.getState().setUser({ id: 1 }, 'tok');
    await expect(ensureLotteryToken()).resolves.toBe('');
    expect(useSession.getState().lotteryTokenChecked).toBe(true);
    expect(useSession.getState().user?.lottery_token).toBeNull();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('a failure returns empty and still marks checked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockHttp(() => ({ status: 422, body: { code: 422, message: '不可用' } }));
    useSession.getState().setUser({ id: 1 }, 'tok');
    await expect(ensureLotteryToken()).resolves.toBe('');
    expect(useSession.getState().lotteryTokenChecked).toBe(true);
  });
});
