import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

describeOnEachDatabase('pages this server serves for the seeded links', (server) => {
  it('seeds download and customer-service links that lead to its own pages', async () => {
    const info = await server.post<Record<string, string>>('/api/v1/appinfo', {});
    expect(info.body.data).toMatchObject({ kf_url: '/kf', ios_download_url: '/install/ios' });
    const all = await server.get<Record<string, string>>('/api/v1/app/config/all');
    expect(all.body.data.android_download_url).toBe('/install/android');
  });

  it('each install page carries the QR code of its own address', async () => {
    for (const platform of ['android', 'ios']) {
      const reply = await server.app.inject({
        method: 'GET',
        url: `/install/${platform}`,
        headers: { host: 'm.xc.test' },
      });
      expect(reply.statusCode).toBe(200);
      const html = reply.body;
      expect(html).toContain('<svg');
      expect(html).toContain(`http://m.xc.test/install/${platform}`);
      expect(html).toContain('添加到主屏幕');
    }
    expect((await server.app.inject({ method: 'GET', url: '/install/windows' })).statusCode).toBe(404);
  });

  it('serves a Chinese customer-service page', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/kf' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('在线客服');
  });
});
