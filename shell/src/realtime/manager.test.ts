import {
  type RealtimeApi,
  realtimeEvents,
  realtimeWriter,
  type UserInfo,
  useRealtime,
  useSession,
} from '@app/shared';
import { REALTIME_CHANNELS } from '@app/shared/realtime-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakePusher } from './fakePusher';
import { RealtimeManager } from './manager';

vi.mock('pusher-js', async () => ({ default: (await import('./fakePusher')).FakePusher }));

const INFO = {
  server: { scheme: 'http' as const, host: 'realtime.example', port: 8080 },
  auth: { app_key: 'betting-key' },
  channels: { user: 'private-user.7', public: REALTIME_CHANNELS.announcements },
  path: '/app/betting-key',
};

function fakeApi() {
  return {
    connectionInfo: vi.fn(async () => INFO),
    currentBalance: vi.fn(async () => ({
      user_id: 7,
      balance: '50.00',
      codingvolume: '0.00',
      paysum: '0.00',
      totalgame: '0.00',
      total_withdraw: '0.00',
      timestamp: 1,
    })),
    onlineStatus: vi.fn(),
    testConnection: vi.fn(),
    heartbeat: vi.fn(async () => ({ user_id: 7, is_online: true as const, timestamp: 1 })),
    updateStatus: vi.fn(async (status: 'online' | 'offline') => ({ user_id: 7, status, timestamp: 1 })),
    auth: vi.fn(async () => ({ auth: 'key:sig' })),
    authBatch: vi.fn(async (channels: string[]) =>
      Object.fromEntries(channels.map((channel) => [channel, { auth: `key:${channel}` }])),
    ),
  } satisfies RealtimeApi;
}

let api: ReturnType<typeof fakeApi>;
let fetchUser: ReturnType<typeof vi.fn<() => Promise<Partial<UserInfo>>>>;
let manager: RealtimeManager;

const status = () => useRealtime.getState().status;
const logMessages = () => useRealtime.getState().connectionLog.map((entry) => entry.message);

async function connected(): Promise<FakePusher> {
  await manager.init();
  const client = FakePusher.latest();
  client.open();
  return client;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePusher.instances = [];
  realtimeWriter.reset();
  realtimeEvents.reset();
  useSession.setState({ user: { id: 7, balance: '0.00' } as UserInfo, token: 'tok' });
  api = fakeApi();
  fetchUser = vi.fn(async () => ({ balance: '60.00' }));
  manager = new RealtimeManager({ api, fetchUser });
});

afterEach(() => {
  manager.destroy();
  vi.useRealTimers();
});

describe('initialisation', () => {
  it('needs a user id and a token', async () => {
    useSession.setState({ user: null, token: null });
    expect(await manager.init()).toBe(false);
    expect(api.connectionInfo).not.toHaveBeenCalled();
    expect(status()).toBe('idle');
  });

  it("refuses with 'API未初始化' when the API is not ready", async () => {
    manager = new RealtimeManager({ api: null, fetchUser });
    expect(await manager.init()).toBe(false);
    expect(logMessages()).toContain('API未初始化');
  });

  it('loads the realtime data, then connects with the server address and key', async () => {
    await manager.init();
    expect(useSession.getState().user?.balance).toBe('50.00');
    const client = FakePusher.latest();
    expect(client.key).toBe('betting-key');
    expect(client.options).toMatchObject({ wsHost: 'realtime.example', wsPort: 8080, forceTLS: false });
    expect([...client.channels.keys()]).toEqual(['private-user.7', REALTIME_CHANNELS.announcements]);
    expect(status()).toBe('connecting');
  });

  it('skips connect while connecting, while connected and without a stored token', async () => {
    await manager.init();
    await manager.connect();
    expect(api.connectionInfo).toHaveBeenCalledTimes(1);
    FakePusher.latest().open();
    await manager.connect();
    expect(FakePusher.latest().connectCalls).toBe(1);

    manager.disconnect();
    useSession.setState({ token: null });
    await manager.connect();
    expect(status()).toBe('closed');
    expect(FakePusher.latest().connectCalls).toBe(1);
  });

  it('logs 获取连接信息失败 and schedules a reconnect when the connection info fails', async () => {
    api.connectionInfo.mockRejectedValueOnce(new Error('boom'));
    await manager.init();
    expect(logMessages()).toContain('获取连接信息失败');
    expect(useRealtime.getState().websocket.reconnectAttempts).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(api.connectionInfo).toHaveBeenCalledTimes(2);
  });
});

describe('an open socket', () => {
  it('announces connected, reports online after 2 s, heartbeats every 2 min and refetches the user', async () => {
    const statuses: string[] = [];
    realtimeEvents.on('websocketStatusChanged', (event) => statuses.push(event.status));
    const client = await connected();
    client.connection.answerPings = true;
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(useRealtime.getState().updateMethod).toBe('websocket');
    expect(useRealtime.getState().websocket).toMatchObject({ connected: true, reconnectAttempts: 0 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(api.updateStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.updateStatus).toHaveBeenCalledWith('online', '123.456');
    expect(useSession.getState().user?.balance).toBe('60.00');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(api.heartbeat).toHaveBeenCalledWith('123.456');
    expect(status()).toBe('connected');
  });

  it('pings every 25 s and closes when no pong comes within 10 s', async () => {
    const client = await connected();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(client.connection.sent).toEqual([{ name: 'pusher:ping', data: {} }]);
    client.connection.emit('message', { event: 'pusher:pong' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(status()).toBe('connected');

    await vi.advanceTimersByTimeAsync(15_000 + 10_000);
    expect(status()).toBe('closed');
    expect(logMessages()).toContain('心跳超时');
    expect(api.updateStatus).toHaveBeenCalledWith('offline', '123.456');
  });
});

describe('reconnecting', () => {
  it('backs off 3, 6, 12, 24, 30 s, then gives up with websocketReconnectFailed', async () => {
    const failed = vi.fn();
    realtimeEvents.on('websocketReconnectFailed', failed);
    const client = await connected();
    client.drop();
    expect(status()).toBe('closed');
    expect(api.updateStatus).toHaveBeenCalledWith('offline', '123.456');

    for (const [index, delay] of [3000, 6000, 12_000, 24_000, 30_000].entries()) {
      expect(useRealtime.getState().websocket.reconnectAttempts).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(client.connectCalls).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(client.connectCalls).toBe(index + 2);
      expect(status()).toBe('connecting');
      client.fail();
    }
    expect(failed).toHaveBeenCalledWith({ attempts: 5, maxAttempts: 5 });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(client.connectCalls).toBe(6);
  });

  it('resets the count on a successful reconnect and reconnects at once when the app is shown', async () => {
    const client = await connected();
    client.drop();
    await vi.advanceTimersByTimeAsync(3000);
    client.fail();
    expect(useRealtime.getState().websocket.reconnectAttempts).toBe(2);
    manager.onAppShow();
    expect(client.connectCalls).toBe(3);
    client.open();
    expect(useRealtime.getState().websocket.reconnectAttempts).toBe(0);
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });
});

describe('polling fallback', () => {
  it('starts 5 s after a disconnect, polls every 30 s and stops when the socket is back', async () => {
    const client = await connected();
    fetchUser.mockClear();
    client.drop();
    client.connect = () => undefined; // keep the reconnects from landing
    await vi.advanceTimersByTimeAsync(4999);
    expect(useRealtime.getState().polling.enabled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(useRealtime.getState().polling.enabled).toBe(true);
    expect(useRealtime.getState().updateMethod).toBe('polling');
    expect(fetchUser).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchUser).toHaveBeenCalledTimes(2);
    expect(useRealtime.getState().polling.pollCount).toBe(2);

    client.open();
    expect(useRealtime.getState().polling.enabled).toBe(false);
    expect(useRealtime.getState().updateMethod).toBe('websocket');
    const calls = fetchUser.mock.calls.length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchUser).toHaveBeenCalledTimes(calls);
  });

  it('starts after three failed attempts when the socket never opens', async () => {
    await manager.init();
    const client = FakePusher.latest();
    client.fail();
    await vi.advanceTimersByTimeAsync(3000);
    client.fail();
    expect(useRealtime.getState().polling.enabled).toBe(false);
    await vi.advanceTimersByTimeAsync(6000);
    client.fail();
    expect(useRealtime.getState().polling.enabled).toBe(true);
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });
});

describe('logout', () => {
  it('disconnects, stops every timer and returns the store to idle', async () => {
    const client = await connected();
    manager.destroy();
    expect(client.disconnectCalls).toBe(1);
    expect(status()).toBe('idle');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(api.heartbeat).not.toHaveBeenCalled();
    expect(client.connectCalls).toBe(1);
  });
});

describe('socket events', () => {
  it('routes balance.changed to the session and ignores unparseable data', async () => {
    const client = await connected();
    const channel = client.channels.get('private-user.7');
    channel?.emit('balance.changed', '{not json');
    expect(useRealtime.getState().balanceHistory).toHaveLength(0);
    channel?.emit('balance.changed', {
      balance: '72.34',
      change_amount: '12.34',
      change_type_text: '系统加款',
    });
    expect(useSession.getState().user?.balance).toBe('72.34');
    expect(useRealtime.getState().balanceHistory).toHaveLength(1);
  });

  it('authorises the private channel through the batch endpoint', async () => {
    const client = await connected();
    const callback = vi.fn();
    client.authorize('private-user.7', '123.456', callback);
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.authBatch).toHaveBeenCalledWith(['private-user.7'], '123.456');
    expect(callback).toHaveBeenCalledWith(null, { auth: 'key:private-user.7' });
  });
});
