import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIG_CACHE_TTL_MS } from '../../domain/config';
import { describeOnEachDatabase, TestServer } from '../../test/server';

describeOnEachDatabase('app config, banners and notices', (server) => {
  it('serves the SPEC config defaults with real booleans', async () => {
    const config = (await server.get('/api/v1/app/config/all')).body.data;
    expect(config).toMatchObject({
      nav_sports_enabled: true,
      nav_live_ball_enabled: true,
      nav_real_time_enabled: true,
      nav_expert_enabled: true,
      notice_enabled: true,
      banner_enabled: true,
      maintenance_mode: false,
      theme_color: '#ffb400',
      // The released client's version, not the SPEC's 1.0.0 client fallback: 应用设置 compares the two.
      app_version: '1.9.7',
    });
    expect((await server.get('/api/v1/app/config/theme_color')).body.data).toEqual({
      key: 'theme_color',
      value: '#ffb400',
    });
    expect((await server.get('/api/v1/app/config/unknown_key')).status).toBe(404);
  });

  it('serves the seeded site logo that app info names', async () => {
    const info = (await server.post<{ site_logo: string }>('/api/v1/appinfo')).body.data;
    const logo = await server.app.inject({ method: 'GET', url: info.site_logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('answers appinfo, not a 500, when an operator set a switch to text or an object', async () => {
    await server.ops('PUT', '/config/fanshui', { value: 'on' });
    await server.ops('PUT', '/config/index_modal', { value: { enabled: 1 } });
    await server.ops('PUT', '/config/redpacket_switch', { value: '1' });
    try {
      const reply = await server.post('/api/v1/appinfo');
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        fanshui: 0,
        index_modal: null,
        redpacket_switch: 1,
        site_state: 1,
      });
    } finally {
      await server.ops('PUT', '/config/fanshui', { value: 1 });
      await server.ops('PUT', '/config/index_modal', { value: 1 });
      await server.ops('PUT', '/config/redpacket_switch', { value: 0 });
    }
  });

  it('serves config/all from a short cache that an operator change clears at once', async () => {
    const theme = async () => (await server.get('/api/v1/app/config/all')).body.data.theme_color;
    // The cache's age is read off a frozen clock, so how fast the machine runs cannot change the outcome.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await theme()).toBe('#ffb400');
      // Written behind the app's back (another node): the cached config is served until it is a second old.
      await server.db.execute(sql`update app_config set value = '"#123456"' where key = 'theme_color'`);
      expect(await theme()).toBe('#ffb400');
      vi.setSystemTime(Date.now() + CONFIG_CACHE_TTL_MS);
      expect(await theme()).toBe('#123456');
      // Written through this node (pnpm ops config:set): visible on the next read.
      await server.ops('PUT', '/config/theme_color', { value: '#ffb400' });
      expect(await theme()).toBe('#ffb400');
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers batch, navigation, features, game categories and bottom navigation', async () => {
    const batch = await server.post('/api/v1/app/config/batch', {
      keys: ['theme_color', 'app_version', 'nope'],
    });
    expect(batch.body.data).toEqual({ theme_color: '#ffb400', app_version: '1.9.7' });
    expect((await server.post('/api/v1/app/config/batch', { keys: 'theme_color' })).status).toBe(400);
    expect((await server.get('/api/v1/app/config/navigation')).body.data).toMatchObject({
      nav_sports_enabled: true,
    });
    expect((await server.get('/api/v1/app/config/features')).body.data).toMatchObject({
      notice_enabled: true,
      banner_enabled: true,
    });
    expect(
      (await server.get<unknown[]>('/api/v1/app/config/game-categories')).body.data.length,
    ).toBeGreaterThan(0);
    const tabs = (await server.get<Array<{ key: string }>>('/api/v1/app/config/bottom-navigation')).body.data;
    expect(tabs.map((tab) => tab.key)).toEqual(['home', 'activity', 'gameplay', 'customer', 'mine']);
  });

  it('lists banners by page type and agent, and one by id', async () => {
    const all = (await server.get<Array<{ id: number; page_type: number }>>('/api/v1/banners')).body.data;
    expect(all.length).toBeGreaterThanOrEqual(6);
    const home = (await server.get<Array<{ page_type: number }>>('/api/v1/banners/page-type?page_type=1'))
      .body.data;
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((banner) => banner.page_type === 1)).toBe(true);
    expect(
      (await server.get<unknown[]>('/api/v1/banners/page-type?page_type=1&agent_id=99')).body.data,
    ).toEqual([]);
    expect((await server.get('/api/v1/banners/page-type?page_type=abc')).status).toBe(400);
    const first = all[0];
    expect((await server.get(`/api/v1/banners/${first?.id}`)).body.data.id).toBe(first?.id);
    expect((await server.get('/api/v1/banners/99999')).status).toBe(404);
  });

  it('serves notices: list, categories, hot, by category (5 home, 3 others), search and detail', async () => {
    const list = (
      await server.get<{ list: Array<{ id: number }>; total: number }>('/api/v1/notices?per_page=5')
    ).body.data;
    expect(list.list).toHaveLength(5);
    expect(list.total).toBeGreaterThan(5);
    expect((await server.get<unknown[]>('/api/v1/notices/categories')).body.data).toHaveLength(5);
    const hot = (await server.get<Array<{ is_hot: number }>>('/api/v1/notices/hot?limit=2')).body.data;
    expect(hot).toHaveLength(2);
    expect(hot.every((notice) => notice.is_hot === 1)).toBe(true);
    expect((await server.get<unknown[]>('/api/v1/notices/category/1')).body.data).toHaveLength(5);
    expect((await server.get<unknown[]>('/api/v1/notices/category/2')).body.data).toHaveLength(3);
    const found = (
      await server.get<Array<{ title: string }>>(
        `/api/v1/notices/search?keyword=${encodeURIComponent('提现')}`,
      )
    ).body.data;
    expect(found.length).toBeGreaterThan(0);
    const id = list.list[0]?.id;
    expect((await server.get(`/api/v1/notices/${id}`)).body.data.id).toBe(id);
    expect((await server.get('/api/v1/notices/99999')).status).toBe(404);
  });
});

describe('remotes manifest overrides', () => {
  const server = new TestServer('pglite', {
    env: { REMOTES_MANIFEST: '{"mfe_sports":"https://cdn.example.com/sports/mf-manifest.json"}' },
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('takes the config key over REMOTES_MANIFEST over the default', async () => {
    expect((await server.get('/api/v1/app/remotes')).body.data).toEqual({
      mfe_sports: 'https://cdn.example.com/sports/mf-manifest.json',
      mfe_lottery: '/remotes/mfe-lottery/mf-manifest.json',
      mfe_finance: '/remotes/mfe-finance/mf-manifest.json',
      mfe_social: '/remotes/mfe-social/mf-manifest.json',
    });
    // Non-string entries in the config object are ignored rather than served.
    await server.ops('PUT', '/config/remotes', {
      value: { mfe_sports: '/v2/sports/mf-manifest.json', mfe_social: 42 },
      force: true,
    });
    const configured = (await server.get('/api/v1/app/remotes')).body.data;
    expect(configured.mfe_sports).toBe('/v2/sports/mf-manifest.json');
    expect(configured.mfe_social).toBe('/remotes/mfe-social/mf-manifest.json');
  });
});

describe('remotes manifest in dev mode', () => {
  const server = new TestServer('pglite', { env: { REMOTES_DEV: '1' } });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('points each remote at its dev server', async () => {
    expect((await server.get('/api/v1/app/remotes')).body.data).toEqual({
      mfe_sports: 'http://localhost:3001/mf-manifest.json',
      mfe_lottery: 'http://localhost:3002/mf-manifest.json',
      mfe_finance: 'http://localhost:3003/mf-manifest.json',
      mfe_social: 'http://localhost:3004/mf-manifest.json',
    });
  });
});
