import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { authTokens } from '../../db/schema';
import { sessionPolicyFrom } from '../../domain/tokens';
import { EXPIRED_MESSAGE } from '../../http/auth-guard';
import { closeSocketsOfEndedSessions } from '../../http/expired-sessions';
import { createRealtime, type Realtime, realtimeOptionsFromEnv } from '../../realtime';
import { CloseCode } from '../../realtime/protocol';
import { RawClient, reachableRedis } from '../realtime';
import { TEST_OPS_TOKEN, TestServer } from '../server';

interface Player {
  username: string;
  password: string;
  token: string;
  userinfo: { id: number };
}

/** Listens on a free loopback port; answers the port. */
async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, body?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body }),
  });
  return { status: response.statusCode, data: response.json().data };
}

/**
 * A socket on `app`'s port with a signature for the player's private channel from `app`'s
 * `POST /v1/broadcasting/auth` under `token`, as pusher-js gets it (not subscribed yet).
 */
async function privateSocket(app: FastifyInstance, token: string) {
  const info = await call(app, 'GET', '/api/v1/websocket/connection-info', token);
  const key = info.data.auth.app_key as string;
  const channel = info.data.channels.user as string;
  const client = new RawClient(
    (app.server.address() as AddressInfo).port,
    `/app/${key}?protocol=7&client=js&version=8.6.0`,
  );
  const established = await client.next('pusher:connection_established');
  const socketId = (established.payload as { socket_id: string }).socket_id;
  const granted = await call(app, 'POST', '/api/v1/broadcasting/auth', token, {
    channel_name: channel,
    socket_id: socketId,
  });
  expect(granted.status).toBe(200);
  return { client, channel, auth: granted.data.auth as string };
}

async function subscribed(app: FastifyInstance, token: string) {
  const socket = await privateSocket(app, token);
  socket.client.send({ event: 'pusher:subscribe', data: { channel: socket.channel, auth: socket.auth } });
  await socket.client.next('pusher_internal:subscription_succeeded', socket.channel);
  return socket;
}

const login = async (server: TestServer, player: Player) =>
  (
    await server.post<{ token: string }>('/api/v1/login', {
      username: player.username,
      password: player.password,
    })
  ).body.data.token;

const credit = (server: TestServer, player: Player) => server.credit(player.username, '1.00');

/** The player's sessions, oldest first, so a test can age one of them. */
const sessionsOf = (server: TestServer, player: Player) =>
  server.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.userId, player.userinfo.id))
    .orderBy(asc(authTokens.id));

const lastUsed = (server: TestServer, sessionId: number, minutesAgo: number) =>
  server.db
    .update(authTokens)
    .set({ lastUsedAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(authTokens.id, sessionId));

describe('a revoked session loses its sockets at once', () => {
  const server = new TestServer('pglite');
  beforeAll(async () => {
    await server.start();
    await listen(server.app);
  });
  afterAll(() => server.stop());

  it('logout closes the sockets that session authorised (4009); the same player on another device keeps receiving', async () => {
    const player = (await server.registerPlayer('out')) as Player;
    const phone = await subscribed(server.app, player.token);
    const tablet = await subscribed(server.app, await login(server, player));
    await credit(server, player);
    await phone.client.next('balance.changed', phone.channel);
    await tablet.client.next('balance.changed', tablet.channel);

    expect((await server.post('/api/v1/logout', {}, player.token)).status).toBe(200);
    expect((await phone.client.closed).code).toBe(CloseCode.unauthorized);
    await credit(server, player);
    expect((await tablet.client.next('balance.changed', tablet.channel)).payload).toMatchObject({
      change_amount: '1.00',
    });
    tablet.client.close();
  });

  it('a signature taken before logout cannot subscribe after it', async () => {
    const player = (await server.registerPlayer('late')) as Player;
    const socket = await privateSocket(server.app, player.token);
    await server.post('/api/v1/logout', {}, player.token);
    expect((await socket.client.closed).code).toBe(CloseCode.unauthorized);
  });

  it('a password change closes the sockets of every other session, not the one that changed it', async () => {
    const player = (await server.registerPlayer('pwd')) as Player;
    const stolen = await subscribed(server.app, player.token);
    const ownToken = await login(server, player);
    const own = await subscribed(server.app, ownToken);
    const changed = await server.post(
      '/api/v1/user/profile',
      { old_password: player.password, password: 'newpass123', password_confirmation: 'newpass123' },
      ownToken,
    );
    expect(changed.status).toBe(200);
    expect((await stolen.client.closed).code).toBe(CloseCode.unauthorized);
    await credit(server, player);
    await own.client.next('balance.changed', own.channel);
    own.client.close();
  });

  it('disabling the account (pnpm ops user:disable) closes all of its sockets and refuses its tokens', async () => {
    const player = (await server.registerPlayer('off')) as Player;
    const one = await subscribed(server.app, player.token);
    const secondToken = await login(server, player);
    const two = await subscribed(server.app, secondToken);
    expect((await server.ops('POST', '/users/disable', { username: player.username })).status).toBe(200);
    expect((await one.client.closed).code).toBe(CloseCode.unauthorized);
    expect((await two.client.closed).code).toBe(CloseCode.unauthorized);
    expect((await server.get('/api/v1/me', secondToken)).status).toBe(401);
    await server.ops('POST', '/users/enable', { username: player.username });
    expect(
      (await server.post('/api/v1/login', { username: player.username, password: player.password })).status,
    ).toBe(200);
  });
});

describe('an expired session loses its sockets without a request', () => {
  let realtime: Realtime;
  let server: TestServer;
  beforeAll(async () => {
    realtime = await createRealtime(realtimeOptionsFromEnv({}));
    server = new TestServer('pglite', { realtime });
    await server.start();
    await listen(server.app);
  });
  afterAll(() => server?.stop());

  it('a session unused past the idle limit has its sockets closed (4009); a session in use keeps its own', async () => {
    const player = (await server.registerPlayer('idle')) as Player;
    const phone = await subscribed(server.app, player.token);
    const tablet = await subscribed(server.app, await login(server, player));
    const [phoneSession] = await sessionsOf(server, player);
    // A socket receiving pushes is no use of the session: only requests are.
    await lastUsed(server, phoneSession?.id as number, 7 * 24 * 60 + 1);

    await closeSocketsOfEndedSessions(server.db, realtime, sessionPolicyFrom({}));
    expect((await phone.client.closed).code).toBe(CloseCode.unauthorized);
    await credit(server, player);
    await tablet.client.next('balance.changed', tablet.channel);
    expect((await server.get('/api/v1/me', player.token)).body.message).toBe(EXPIRED_MESSAGE);
    tablet.client.close();
  });
});

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAvailable = await reachableRedis(redisUrl);

describe.runIf(redisAvailable)('a revocation on one node reaches sockets on another (Redis)', () => {
  const redisPrefix = `rt-sessions-${randomUUID()}:`;
  const credentials = { appId: 'betting-app', key: randomUUID(), secret: randomBytes(32).toString('hex') };
  let server: TestServer;
  let appB: FastifyInstance;

  beforeAll(async () => {
    const [nodeA, nodeB] = await Promise.all([
      createRealtime({ ...credentials, redisUrl, redisPrefix }),
      createRealtime({ ...credentials, redisUrl, redisPrefix }),
    ]);
    server = new TestServer('pglite', { realtime: nodeA });
    await server.start();
    // Node B: another app on the same database and Redis, as a second server process would be.
    // Node B's sessions idle out after a minute, so it checks its sockets every 6 s.
    const env = { SESSION_IDLE_MINUTES: '1' };
    appB = await buildApp({ db: server.db, opsToken: TEST_OPS_TOKEN, env, realtime: nodeB });
    await listen(appB);
  });
  afterAll(async () => {
    await appB?.close();
    await server?.stop();
  });

  it('logout answered by node A closes the socket held (and bound) by node B', async () => {
    const player = (await server.registerPlayer('node')) as Player;
    const socket = await subscribed(appB, player.token);
    expect((await server.post('/api/v1/logout', {}, player.token)).status).toBe(200);
    expect((await socket.client.closed).code).toBe(CloseCode.unauthorized);
  });

  it('the node holding a socket closes it once its session expires, with no request to any node', async () => {
    const player = (await server.registerPlayer('gone')) as Player;
    const socket = await subscribed(appB, player.token);
    const [session] = await sessionsOf(server, player);
    await lastUsed(server, session?.id as number, 2);
    expect((await socket.client.closed).code).toBe(CloseCode.unauthorized);
  });
});
