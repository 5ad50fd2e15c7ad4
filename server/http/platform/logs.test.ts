import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

const device = { platform: 'ios', system: 'iPhone', version: '1.9.7', timestamp: Date.now() };
const at = Date.parse('2026-05-21T08:00:00Z');
const sample = [
  { level: 'info', message: '进入首页', timestamp: at, category: 'app' },
  { level: 'warn', message: '余额刷新较慢', timestamp: at + 1000, category: 'console' },
  {
    level: 'error',
    message: 'GET /v1/user/balance 500',
    timestamp: at + 2000,
    category: 'network',
    data: { status: 500 },
  },
  { level: 'debug', message: '调试信息', timestamp: at + 3000 },
];

describeOnEachDatabase('client log management', (server) => {
  it('needs login for every log endpoint', async () => {
    expect((await server.get('/api/v1/logs/stats')).status).toBe(401);
    expect((await server.post('/api/v1/logs/upload', { logs: [], deviceInfo: device })).status).toBe(401);
    expect((await server.request({ method: 'DELETE', url: '/api/v1/logs' })).status).toBe(401);
  });

  it('stores an upload and shows stats, pages, level filter and the ios, network and errors views', async () => {
    const player = await server.registerPlayer('log');
    const upload = await server.post(
      '/api/v1/logs/upload',
      { logs: sample, deviceInfo: device },
      player.token,
    );
    expect(upload.body.data).toEqual({ received: 4 });

    const stats = await server.get('/api/v1/logs/stats', player.token);
    expect(stats.body.data).toMatchObject({
      total: 4,
      by_level: { debug: 1, info: 1, warn: 1, error: 1 },
      errors: 1,
      network: 1,
      ios: 4,
    });
    expect(stats.body.data.last_upload_at).toMatch(/^\d{4}-/);

    const page = await server.get<{ list: { message: string }[]; total: number }>(
      '/api/v1/logs?page=1&per_page=3',
      player.token,
    );
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.list.map((log) => log.message)).toEqual([
      '调试信息',
      'GET /v1/user/balance 500',
      '余额刷新较慢',
    ]);

    const warn = await server.get<{ list: { level: string }[] }>('/api/v1/logs?level=warn', player.token);
    expect(warn.body.data.list.map((log) => log.level)).toEqual(['warn']);
    const network = await server.get<{ list: { data: unknown }[] }>('/api/v1/logs/network', player.token);
    expect(network.body.data.list).toMatchObject([{ data: { status: 500 } }]);
    expect((await server.get<{ total: number }>('/api/v1/logs/errors', player.token)).body.data.total).toBe(
      1,
    );
    expect((await server.get<{ total: number }>('/api/v1/logs/ios', player.token)).body.data.total).toBe(4);
    expect((await server.get('/api/v1/logs?level=fatal', player.token)).body.message).toBe('日志级别不正确');
  });

  it('exports a downloadable text file and deletes only the caller’s logs', async () => {
    const owner = await server.registerPlayer('lgo');
    const other = await server.registerPlayer('lgx');
    await server.post('/api/v1/logs/upload', { logs: sample, deviceInfo: device }, owner.token);
    await server.post('/api/v1/logs/upload', { logs: sample.slice(0, 1), deviceInfo: device }, other.token);

    const file = await server.app.inject({
      method: 'GET',
      url: '/api/v1/logs/export',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="logs-${owner.username}-\\d{8}\\.txt"$`),
    );
    const lines = file.body.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('2026-05-21T08:00:00.000Z [INFO] [app] (ios/iPhone/1.9.7) 进入首页');

    expect((await server.get<{ total: number }>('/api/v1/logs', other.token)).body.data.total).toBe(1);
    const removed = await server.request({
      method: 'DELETE',
      url: '/api/v1/logs',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(removed.body.data).toEqual({ deleted: 4 });
    expect((await server.get<{ total: number }>('/api/v1/logs/stats', owner.token)).body.data.total).toBe(0);
    expect((await server.get<{ total: number }>('/api/v1/logs', other.token)).body.data.total).toBe(1);
  });

  it('refuses more than the 1000-entry buffer in one upload', async () => {
    const player = await server.registerPlayer('lgm');
    const logs = Array.from({ length: 1001 }, (_, index) => ({
      level: 'info',
      message: `#${index}`,
      timestamp: at,
    }));
    const reply = await server.post('/api/v1/logs/upload', { logs, deviceInfo: device }, player.token);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('一次最多上传1000条日志');
  });
});
