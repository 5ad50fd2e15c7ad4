import { BUILT_IN_ROLES, permissionsOf } from '@app/shared/ops';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../sim/operators-seed';
import { TestServer } from '../test/server';
import { installOperatorAuth, opsRoutesOf } from './operator-auth';

describe('every /api/ops route × every built-in role', () => {
  const server = new TestServer('pglite');
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  it('answers 403 exactly when the role lacks the permission the route declares', async () => {
    const routes = opsRoutesOf(server.db);
    expect(routes.length).toBeGreaterThan(50);
    const mismatches: string[] = [];
    for (const route of routes.filter((candidate) => candidate.permission !== 'public')) {
      for (const role of BUILT_IN_ROLES) {
        const username = DEMO_OPERATORS.find((demo) => demo.role === role)?.username ?? '';
        // A token per call: logout and revocations must not end the next call's token.
        const token = await server.mintOperatorToken(username);
        const url = route.url.replace(/^\/api\/ops/, '').replace(/:\w+/g, '999999');
        const reply = await server.app.inject({
          method: route.method as 'GET',
          url: `/api/ops${url}`,
          headers: { authorization: `Bearer ${token}` },
        });
        const { permission } = route;
        const allowed =
          permission === 'self' || (permission !== 'public' && permissionsOf([role]).includes(permission));
        const refused = reply.statusCode === 403;
        if (reply.statusCode === 401 || allowed === refused)
          mismatches.push(`${role} ${route.method} ${route.url} (${permission}): ${reply.statusCode}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses to start with an /api/ops route that declares no permission', async () => {
    const app = fastify();
    const start = async () => {
      await app.register(
        async (ops) => {
          installOperatorAuth(ops, server.db);
          ops.get('/new-thing', async () => 'ok');
        },
        { prefix: '/api/ops' },
      );
      await app.ready();
    };
    await expect(start()).rejects.toThrow('运维接口 GET /api/ops/new-thing 没有声明权限');
    await app.close();
  });
});
