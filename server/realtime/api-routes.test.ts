import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP, startNode, type TestNode } from '../test/realtime';
import { signChannel } from './signature';

let node: TestNode;

beforeAll(async () => {
  node = await startNode();
});

afterAll(async () => {
  await node.close();
});

const asUser = (id: number) => ({ authorization: `Bearer user-${id}` });

async function call(method: 'GET' | 'POST', url: string, body?: object, userId: number | null = 1) {
  const response = await node.app.inject({
    method,
    url: `/api${url}`,
    headers: userId === null ? {} : asUser(userId),
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('SPEC websocket endpoints', () => {
  it.each([
    ['GET', '/v1/websocket/connection-info'],
    ['GET', '/v1/websocket/current-balance'],
    ['GET', '/v1/websocket/online-status'],
    ['POST', '/v1/websocket/test-connection'],
    ['POST', '/v1/websocket/heartbeat'],
    ['POST', '/v1/broadcasting/auth'],
  ] as const)('%s %s answers 401 without login', async (method, url) => {
    const { status, body } = await call(method, url, method === 'POST' ? {} : undefined, null);
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 401,
      message: '您还未登录，请先登录',
      msg: '您还未登录，请先登录',
      data: null,
    });
  });

  it('gives the connection info: server address, app key and channel names', async () => {
    const { body } = await call('GET', '/v1/websocket/connection-info', undefined, 42);
    expect(body).toMatchObject({ code: 200, message: 'success', msg: 'success' });
    expect(body.data).toEqual({
      server: { scheme: 'http', host: 'localhost', port: 80 },
      auth: { app_key: APP.key },
      channels: { user: 'private-user.42', public: 'public-announcements' },
      path: `/app/${APP.key}`,
    });
  });

  it('gives the current balance snapshot', async () => {
    const { body } = await call('GET', '/v1/websocket/current-balance', undefined, 42);
    expect(body.data).toMatchObject({ user_id: 42, balance: '10000.00', codingvolume: '0.00' });
  });

  it('tracks online status from heartbeats and update-status', async () => {
    expect((await call('GET', '/v1/websocket/online-status', undefined, 5)).body.data.is_online).toBe(false);
    expect((await call('POST', '/v1/websocket/heartbeat', { socket_id: '1.2' }, 5)).status).toBe(200);
    expect((await call('GET', '/v1/websocket/online-status', undefined, 5)).body.data).toMatchObject({
      user_id: 5,
      is_online: true,
    });
    await call('POST', '/v1/websocket/update-status', { status: 'offline', socket_id: '1.2' }, 5);
    expect((await call('GET', '/v1/websocket/online-status', undefined, 5)).body.data.is_online).toBe(false);
    const invalid = await call('POST', '/v1/websocket/update-status', { status: 'away' }, 5);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('请求参数错误：status 须为 online 或 offline');
  });

  it('reports 连接测试成功, or 连接测试失败 when the fan-out is down', async () => {
    const success = await call('POST', '/v1/websocket/test-connection');
    expect(success.body).toMatchObject({ code: 200, message: '连接测试成功', data: { connected: true } });
    const spy = vi.spyOn(node.realtime, 'healthy').mockResolvedValue(false);
    const failed = await call('POST', '/v1/websocket/test-connection');
    spy.mockRestore();
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 503, message: '连接测试失败' });
  });
});

describe('broadcasting auth', () => {
  it('signs the owner private channel in the envelope and at the top level for pusher-js', async () => {
    const { status, body } = await call(
      'POST',
      '/v1/broadcasting/auth',
      {
        channel_name: 'private-user.7',
        socket_id: '123.456',
      },
      7,
    );
    const auth = signChannel(APP, '123.456', 'private-user.7');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'success', msg: 'success', data: { auth }, auth });
  });

  it('accepts the form body pusher-js posts by default', async () => {
    const response = await node.app.inject({
      method: 'POST',
      url: '/api/v1/broadcasting/auth',
      headers: { ...asUser(7), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'socket_id=123.456&channel_name=private-user.7',
    });
    expect(response.json().auth).toBe(signChannel(APP, '123.456', 'private-user.7'));
  });

  it("refuses someone else's private channel with 403", async () => {
    const { status, body } = await call(
      'POST',
      '/v1/broadcasting/auth',
      {
        channel_name: 'private-user.8',
        socket_id: '123.456',
      },
      7,
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 403, message: '您没有权限访问该资源', data: null });
    expect(body.auth).toBeUndefined();
  });

  it('signs presence channels with the player as member and rejects a bad socket_id', async () => {
    const { body } = await call(
      'POST',
      '/v1/broadcasting/auth',
      {
        channel_name: 'presence-hall',
        socket_id: '1.2',
      },
      7,
    );
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: '7', user_info: { id: 7 } });
    expect(body.auth).toBe(signChannel(APP, '1.2', 'presence-hall', body.channel_data));
    const bad = await call(
      'POST',
      '/v1/broadcasting/auth',
      { channel_name: 'presence-hall', socket_id: 'x' },
      7,
    );
    expect(bad.status).toBe(400);
  });

  it('authorises a batch channel by channel', async () => {
    const { status, body } = await call(
      'POST',
      '/v1/broadcasting/auth-batch',
      {
        channels: ['private-user.7', 'private-user.8', 'private-other'],
        socket_id: '1.2',
      },
      7,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      'private-user.7': { auth: signChannel(APP, '1.2', 'private-user.7') },
      'private-user.8': { error: '您没有权限访问该资源', status: 403 },
      'private-other': { error: '您没有权限访问该资源', status: 403 },
    });
  });
});
