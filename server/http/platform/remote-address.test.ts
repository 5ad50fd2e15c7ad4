import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

const moved = {
  version: 2,
  baseUrl: 'https://m.example.com',
  apiServerUrl: 'https://api2.example.com/api',
  reverbUrl: 'wss://ws2.example.com',
};

describeOnEachDatabase('remote address config (SPEC 3/4/9)', (server) => {
  it("is null until an operator sets it, then served as set; '' lifts it", async () => {
    expect((await server.get('/api/v1/app/remote-address')).body.data).toBeNull();
    expect((await server.ops('PUT', '/config/remote_address', { value: moved })).status).toBe(200);
    expect((await server.get('/api/v1/app/remote-address')).body.data).toEqual(moved);
    expect((await server.ops('PUT', '/config/remote_address', { value: '' })).status).toBe(200);
    expect((await server.get('/api/v1/app/remote-address')).body.data).toBeNull();
  });

  it('refuses an invalid config with the reason and keeps the current one', async () => {
    await server.ops('PUT', '/config/remote_address', { value: moved });
    for (const [value, reason] of [
      [{ ...moved, apiServerUrl: '' }, 'apiServerUrl'],
      [{ ...moved, reverbUrl: 'ftp://x' }, 'reverbUrl'],
      [{ apiServerUrl: moved.apiServerUrl, reverbUrl: moved.reverbUrl }, 'baseUrl'],
      ['https://api2.example.com', '必须是对象'],
    ] as const) {
      const reply = await server.ops('PUT', '/config/remote_address', { value });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toContain(reason);
    }
    expect((await server.get('/api/v1/app/remote-address')).body.data).toEqual(moved);
    await server.ops('PUT', '/config/remote_address', { value: '' });
  });

  it('answers pages on other origins (bearer tokens, no cookies), but not on the operator API', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/user/balance',
      headers: { origin: 'https://m.example.com', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Authorization');
    const answer = await server.get('/api/v1/app/config/all');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const ops = await server.ops('GET', '/config/maintenance_mode');
    expect(ops.headers['access-control-allow-origin']).toBeUndefined();
  });
});
