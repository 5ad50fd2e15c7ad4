import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtime, type Realtime } from '../realtime';
import { APP } from '../test/realtime';
import { TestServer } from '../test/server';

// The switches are read from config like any other key: one PGlite server is enough.
describe("the operator's switches, enforced by the server", () => {
  let server: TestServer;
  let publish: ReturnType<typeof vi.fn<Realtime['publish']>>;
  let player: Awaited<ReturnType<TestServer['registerPlayer']>>;
  const set = (key: string, value: unknown) => server.ops('PUT', `/config/${key}`, { value });
  beforeAll(async () => {
    const realtime = await createRealtime({ ...APP });
    publish = vi.fn<Realtime['publish']>(realtime.publish);
    server = new TestServer('pglite', { realtime: { ...realtime, publish } });
    await server.start();
    player = await server.registerPlayer('sw');
  });
  afterEach(async () => {
    for (const key of ['maintenance_mode', 'nav_sports_enabled', 'nav_expert_enabled']) {
      await set(key, key !== 'maintenance_mode');
    }
    await set('site_state', 1);
  });
  afterAll(() => server.stop());

  it('announces every config change on the public channel so open shells reload at once', async () => {
    await set('notice_enabled', false);
    expect(publish).toHaveBeenCalledWith([REALTIME_CHANNELS.announcements], REALTIME_EVENTS.configUpdated, {
      key: 'notice_enabled',
    });
    await set('notice_enabled', true);
  });

  it('answers every write 503 系统维护中 in maintenance; reads, config, ops and sign-out still answer', async () => {
    await set('maintenance_mode', true);
    const signin = await server.post('/api/v1/signin', {}, player.token);
    expect(signin.status).toBe(503);
    expect(signin.body.message).toBe('系统维护中');
    const login = await server.post('/api/v1/login', { username: player.username, password: 'secret123' });
    expect(login.status).toBe(503);
    expect((await server.post('/api/v1/withdraws', {}, player.token)).status).toBe(503);
    expect((await server.get('/api/v1/app/config/all')).body.data.maintenance_mode).toBe(true);
    expect((await server.post('/api/v1/appinfo')).status).toBe(200);
    expect((await server.get('/api/v1/user/balance', player.token)).status).toBe(200);
    // Lifted: the same write goes through.
    await set('maintenance_mode', false);
    expect((await server.post('/api/v1/signin', {}, player.token)).status).toBe(200);
  });

  it('treats a closed site (site_state 0) as maintenance', async () => {
    await set('site_state', 0);
    expect((await server.post('/api/v1/signin', {}, player.token)).status).toBe(503);
  });

  it('refuses sports bets with nav_sports_enabled off and expert content with nav_expert_enabled off', async () => {
    await set('nav_sports_enabled', false);
    const bet = await server.post('/api/v1/order/submit', {}, player.token);
    expect(bet.status).toBe(403);
    expect(bet.body.message).toBe('体育竞猜已关闭');
    await set('nav_expert_enabled', false);
    for (const url of ['/api/v1/expert-articles', '/api/v1/experts', '/api/v1/promo/expert-articles']) {
      const reply = await server.get(url, player.token);
      expect([url, reply.status, reply.body.message]).toEqual([url, 403, '专家推荐已关闭']);
    }
    expect((await server.get('/api/v1/promo/lottery-articles')).status).toBe(200);
    await set('nav_expert_enabled', true);
    expect((await server.get('/api/v1/experts', player.token)).status).toBe(200);
  });
});
