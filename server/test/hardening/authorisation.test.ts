import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_OPS_TOKEN, TestServer } from '../server';
import { type CatalogueRoute, pathParams, routeCatalogue } from './catalogue';
import { changedTables, fingerprint } from './db-snapshot';
import { FLAG_RULES, governedRoutes, validRequests } from './flag-rules';
import { candidatesFor, ownedIdentifiers } from './ownership';
import { describeReply, envelopeProblem, type ProbeReply, probe, sample } from './probe';
import { createRoles, type Flag, type Player, type Roles } from './roles';

const NOT_LOGGED_IN = '您还未登录，请先登录';
const dataOf = (reply: ProbeReply) => (reply.body as { data?: unknown } | null)?.data;

/**
 * The authorisation matrix over every route the running app documents: who gets what. Failures list
 * `METHOD /path -> status "message"` for each route that broke its rule, so a new endpoint that forgets
 * a rule is named precisely. Authorisation does not depend on the database engine: PGlite only.
 */
describe('authorisation matrix', () => {
  const server = new TestServer('pglite');
  let routes: CatalogueRoute[] = [];
  let privateRoutes: CatalogueRoute[] = [];
  let roles: Roles;
  const undeclared: string[] = [];

  beforeAll(async () => {
    await server.start();
    routes = await routeCatalogue(server);
    roles = await createRoles(server);
    // A route that refuses a visitor without declaring bearerAuth is private all the same.
    for (const route of routes.filter((candidate) => candidate.access === 'public')) {
      const reply = await probe(server, route);
      if (reply.status === 401) {
        route.access = 'private';
        undeclared.push(route.key);
      }
    }
    privateRoutes = routes.filter((route) => route.access === 'private');
    // The demo player owns things to be probed for: a placed slip ...
    const slip = await validRequests(server)['POST /api/v1/order/submit']?.(roles.owner);
    const placed = await server.post('/api/v1/order/submit', slip, roles.owner.token);
    expect(placed.status).toBe(200);
    // ... a payout wallet and a recharge order, whose ids the wallet and payment routes take.
    const wallet = await server.post(
      '/api/v1/user-wallets',
      { type: 'bank', account: '6222029876543210987', holder: '演示', bank_name: '中国工商银行' },
      roles.owner.token,
    );
    expect(wallet.status).toBe(200);
    const recharge = await server.post(
      '/api/v1/payment-orders',
      { method: 'online', amount: '100.00' },
      roles.owner.token,
    );
    expect(recharge.status).toBe(200);
  }, 120_000);
  afterAll(() => server.stop());

  const expectAll = async (
    subjects: CatalogueRoute[],
    send: (route: CatalogueRoute) => Promise<ProbeReply>,
    isRight: (reply: ProbeReply) => boolean,
  ) => {
    const wrong: string[] = [];
    for (const route of subjects) {
      const reply = await send(route);
      if (!isRight(reply)) wrong.push(describeReply(route, reply));
    }
    expect(wrong).toEqual([]);
  };
  const refusedAsVisitor = (reply: ProbeReply) =>
    reply.status === 401 && (reply.body as { message?: string } | null)?.message === NOT_LOGGED_IN;

  it('discovers the documented routes: public, private and operator ones', () => {
    const keys = routes.map((route) => `${route.access} ${route.key}`);
    expect(keys).toContain('public POST /api/v1/login');
    expect(keys).toContain('private POST /api/v1/order/submit');
    expect(keys).toContain('private GET /api/v1/order/by-no/{orderNo}/detail');
    expect(keys).toContain('ops POST /api/ops/users/credit');
    expect(privateRoutes.length).toBeGreaterThan(20);
  });

  it('documents every route that needs login as bearerAuth (so the central guard and the docs know)', () => {
    expect(undeclared).toEqual([]);
  });

  it('refuses a visitor on every private route with 您还未登录，请先登录, before looking at the input', async () => {
    await expectAll(
      privateRoutes,
      (route) => probe(server, route, { rawBody: '{"not json' }),
      refusedAsVisitor,
    );
    await expectAll(privateRoutes, (route) => probe(server, route), refusedAsVisitor);
  });

  it('refuses a made-up token and a logged-out token on every private route', async () => {
    await expectAll(
      privateRoutes,
      (route) => probe(server, route, { token: 'forged-token-value' }),
      refusedAsVisitor,
    );
    await expectAll(
      privateRoutes,
      (route) => probe(server, route, { token: roles.revoked.token }),
      refusedAsVisitor,
    );
  });

  it('signs a disabled account out: its token is refused with 账号已被禁用 and then revoked', async () => {
    const first = await server.get('/api/v1/me', roles.disabled.token);
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ code: 401, message: '账号已被禁用' });
    await expectAll(
      privateRoutes,
      (route) => probe(server, route, { token: roles.disabled.token }),
      refusedAsVisitor,
    );
    const login = await server.post('/api/v1/login', {
      username: roles.disabled.username,
      password: roles.disabled.password,
    });
    expect(login.status).toBe(422);
    expect(login.body.message).toBe('账号已被禁用');
  });

  it('lets a player read every private list but the agent area (403 with a reason), and an agent all', async () => {
    const lists = privateRoutes.filter((route) => route.method === 'GET' && !pathParams(route).length);
    // The agent's own team pages; applying to become an agent (/agent/my-application-...) is for players.
    const agentArea = (route: CatalogueRoute) => route.path.startsWith('/api/v1/agent/team/');
    const answered = (reply: ProbeReply) =>
      reply.status < 500 && reply.status !== 401 && reply.status !== 403;
    const toldWhy = (reply: ProbeReply) => reply.status === 403 && envelopeProblem(reply) === null;
    const playerLists = lists.filter((route) => !agentArea(route));
    await expectAll(playerLists, (route) => probe(server, route, { token: roles.owner.token }), answered);
    await expectAll(
      lists.filter(agentArea),
      (route) => probe(server, route, { token: roles.owner.token }),
      toldWhy,
    );
    await expectAll(lists, (route) => probe(server, route, { token: roles.agent.token }), answered);
  });

  it("hides the owner's records from another player (404, nothing changed) on every route with an id", async () => {
    const owned = await ownedIdentifiers(server, privateRoutes, roles.owner.token, roles.other.token);
    expect(owned.get('order')?.get('orderno')?.size ?? 0).toBeGreaterThan(0);
    expect(owned.get('user-wallets')?.get('id')?.size ?? 0).toBeGreaterThan(0);
    expect(owned.get('payment-orders')?.get('id')?.size ?? 0).toBeGreaterThan(0);
    const withIds = privateRoutes.filter((route) => pathParams(route).length === 1);
    const wrong: string[] = [];
    let probed = 0;
    for (const route of withIds) {
      const [parameter] = pathParams(route);
      if (!parameter) continue;
      for (const value of candidatesFor(route, parameter.name, owned)) {
        const params = { [parameter.name]: value };
        if (route.method === 'GET') {
          const mine = await probe(server, route, { token: roles.owner.token, params });
          if (mine.status !== 200) continue;
          probed += 1;
          const theirs = await probe(server, route, { token: roles.other.token, params });
          // Some routes answer about the caller's own state for a shared thing (my application to
          // activity {id}): a 200 showing other data than the owner's is that, not a leak.
          const sameData = JSON.stringify(dataOf(theirs)) === JSON.stringify(dataOf(mine));
          if (theirs.status !== 404 && (theirs.status !== 200 || sameData))
            wrong.push(`${describeReply(route, theirs)} (id ${value}, owner sees 200)`);
        } else {
          probed += 1;
          const before = await fingerprint(server.db);
          const theirs = await probe(server, route, { token: roles.other.token, params });
          const changed = changedTables(before, await fingerprint(server.db));
          if (theirs.status < 400 || theirs.status === 403 || theirs.status >= 500 || changed.length)
            wrong.push(
              `${describeReply(route, theirs)} (id ${value}, changed: ${changed.join(',') || 'nothing'})`,
            );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(probed).toBeGreaterThan(0);
  });

  it('refuses every operator route to anyone but a signed-in operator: a player, a forged token, the root token', async () => {
    const opsRoutes = routes.filter((route) => route.access === 'ops');
    const answered = (status: number) => (reply: ProbeReply) =>
      reply.status === status && envelopeProblem(reply) === null;
    await expectAll(opsRoutes, (route) => probe(server, route), answered(401));
    await expectAll(opsRoutes, (route) => probe(server, route, { token: roles.owner.token }), answered(401));
    await expectAll(opsRoutes, (route) => probe(server, route, { token: 'ops_forged' }), answered(401));
    // The root token only bootstraps the first 超级管理员; once operators exist it opens nothing.
    await expectAll(
      opsRoutes,
      (route) => probe(server, route, { headers: { 'x-ops-token': TEST_OPS_TOKEN } }),
      answered(403),
    );
    const control = await server.ops('GET', '/config/maintenance_mode');
    expect(control.status).toBe(200);
  });

  it('answers every operator read to the 超级管理员 without a server error, on data a player has made', async () => {
    // A declared answer narrower than what its handler returns is a 500 (the strict response schemas): this
    // finds one a route test with hand-made data would miss.
    const reads = routes.filter((route) => route.access === 'ops' && route.method === 'GET');
    expect(reads.length).toBeGreaterThan(30);
    await expectAll(
      reads,
      (route) => probe(server, route, { token: server.operatorToken }),
      (reply) => reply.status < 500,
    );
  });

  describe.each(Object.keys(FLAG_RULES) as Flag[])('a player flagged %s', (flag) => {
    it('is refused, in Chinese and without any write, where the flag applies; an unflagged player is not', async () => {
      const governed = governedRoutes(routes, flag);
      // Sports betting exists from the start, so the black list is always exercised.
      if (flag === 'isBlack')
        expect(governed.map((route) => route.key)).toContain('POST /api/v1/order/submit');
      const requests = validRequests(server);
      const bodyFor = async (route: CatalogueRoute, player: Player) => {
        const fields = (await requests[route.key]?.(player)) ?? {};
        return { ...((route.body ? sample(route.body) : {}) as object), ...(fields as object) };
      };
      const wrong: string[] = [];
      for (const route of governed) {
        const flaggedPlayer = roles.flagged[flag];
        const body = await bodyFor(route, flaggedPlayer);
        const before = await fingerprint(server.db);
        const flagged = await probe(server, route, { token: flaggedPlayer.token, body });
        const changed = changedTables(before, await fingerprint(server.db));
        const refusal = (flagged.body as { message?: string } | null)?.message;
        const refused =
          (flagged.status === 403 || flagged.status === 422) && envelopeProblem(flagged) === null;
        if (!refused || changed.length) {
          wrong.push(
            `${describeReply(route, flagged)} (expected 403/422; changed: ${changed.join(',') || 'nothing'})`,
          );
          continue;
        }
        const control = await probe(server, route, {
          token: roles.other.token,
          body: await bodyFor(route, roles.other),
        });
        if ((control.body as { message?: string } | null)?.message === refusal)
          wrong.push(
            `${describeReply(route, control)} (an unflagged player gets the same refusal: is the flag checked?)`,
          );
      }
      expect(wrong).toEqual([]);
    });
  });

  describe('realtime private channels', () => {
    const auth = (channel: string, token?: string) =>
      server.post('/api/v1/broadcasting/auth', { channel_name: channel, socket_id: '123.456' }, token);

    it("grants a player's own channel and refuses anyone else's, visitors and disabled accounts", async () => {
      const own = `private-user.${roles.owner.id}`;
      expect((await auth(own, roles.owner.token)).status).toBe(200);
      expect((await auth(own, roles.other.token)).status).toBe(403);
      expect((await auth(own, roles.agent.token)).status).toBe(403);
      expect((await auth(own)).status).toBe(401);
      expect((await auth(`private-user.${roles.disabled.id}`, roles.disabled.token)).status).toBe(401);
      const batch = await server.post<Record<string, { auth?: string; error?: string }>>(
        '/api/v1/broadcasting/auth-batch',
        { channels: [own, `private-user.${roles.other.id}`], socket_id: '123.456' },
        roles.other.token,
      );
      expect(batch.body.data[own]?.auth).toBeUndefined();
      expect(batch.body.data[`private-user.${roles.other.id}`]?.auth).toEqual(expect.any(String));
    });
  });
});
