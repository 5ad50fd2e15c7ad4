import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { appConfig, banners, ledger, notices, users } from '../db/schema';
import { writeConfig } from '../domain/config';
import { describeOnEachDatabase } from '../test/server';
import { seed } from './seed';

describeOnEachDatabase('demo seed', (server) => {
  const counts = async () => {
    const tables = { users, banners, notices, appConfig, ledger };
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      result[name] = (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    }
    return result;
  };

  it('runs again without duplicating rows or undoing operator changes', async () => {
    await writeConfig(server.db, 'theme_color', '#123456');
    const before = await counts();
    await seed(server.db);
    await seed(server.db);
    expect(await counts()).toEqual(before);
    expect((await server.get('/api/v1/app/config/theme_color')).body.data.value).toBe('#123456');
  });

  it('gives the demo player 10000.00 and the agent its code and domain', async () => {
    const demo = await server.post<{ userinfo: { balance: string; invite_code: string } }>('/api/v1/login', {
      username: 'demo',
      password: 'demo123456',
    });
    expect(demo.body.data.userinfo).toMatchObject({ balance: '10000.00', invite_code: 'DEMO01' });
    const agent = await server.post<{ userinfo: { is_agent: number } }>('/api/v1/login', {
      username: 'agent01',
      password: 'agent123456',
    });
    expect(agent.body.data.userinfo.is_agent).toBe(1);
    expect((await server.post('/api/v1/domain/validate', { domain: 'localhost' })).body.data).toEqual({
      valid: true,
      agent: 'agent01',
    });
  });
});
