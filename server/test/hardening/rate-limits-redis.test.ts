import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppOptions, buildApp } from '../../app';
import { CLIENT_LIMITS } from '../../domain/auth/secret-guard';
import { createRateLimitStore, type RateLimitStore } from '../../http/rate-limit-store';
import { RATE_LIMITS, smsSendLimitPerIp } from '../../http/rate-limits';
import { reachableRedis } from '../realtime';
import { TEST_OPS_TOKEN, TestServer, uniqueName } from '../server';
import { UNTIL_SETTLED } from '../timing';
import { freshPhones, RedisRelay } from './rate-limit-tools';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await reachableRedis(redisUrl);
if (!available) {
  console.warn(
    `rate limits over Redis NOT TESTED: Redis at ${redisUrl} is unreachable (REQUIRE_SERVICES=1 fails instead)`,
  );
}

const TOO_OFTEN = '请求过于频繁，请稍后再试';
const quiet = { warn: () => {} };
// One namespace per run: parallel runs and leftovers of earlier ones never share a counter.
const prefix = `rl-test-${randomUUID()}:`;

const post = (node: FastifyInstance, ip: string, url: string, payload: Record<string, unknown>) =>
  node.inject({ method: 'POST', url, payload, remoteAddress: ip });

async function deleteTestKeys(): Promise<void> {
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}

describe.runIf(available)('rate limits shared by two nodes over one Redis', () => {
  // Filled in beforeAll: TestServer reads its options when it starts.
  const options: Partial<AppOptions> = {};
  const nodeA = new TestServer('pglite', options);
  let nodeB: FastifyInstance;
  const nodes = () => [nodeA.app, nodeB];

  beforeAll(async () => {
    options.rateLimitStore = await createRateLimitStore({ redisUrl, prefix, logger: quiet });
    await nodeA.start();
    // The second node: the same database, its own Redis client, as another process would have.
    const store = await createRateLimitStore({ redisUrl, prefix, logger: quiet });
    nodeB = await buildApp({ db: nodeA.db, opsToken: TEST_OPS_TOKEN, env: {}, rateLimitStore: store });
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA.stop();
    await deleteTestKeys();
  });

  it('refuses the 61st login from one IP whichever nodes the 60 before it went to', async () => {
    for (let i = 0; i < RATE_LIMITS.loginPerIp.max; i += 1) {
      const node = nodes()[i % 2] as FastifyInstance;
      const reply = await post(node, '10.20.0.1', '/api/v1/login', {
        username: uniqueName('n'),
        password: 'x',
      });
      expect(reply.statusCode).toBe(422);
    }
    for (const node of nodes()) {
      const blocked = await post(node, '10.20.0.1', '/api/v1/login', {
        username: 'demo',
        password: 'demo123456',
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 429, message: TOO_OFTEN });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*loginPerIp:10.20.0.1`);
    await redis.quit();
    expect(keys).toHaveLength(1);
  });

  it('caps a burst of guesses at one account from one client spread over both nodes at 10', async () => {
    const player = await nodeA.registerPlayer('burst');
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(nodes()[i % 2] as FastifyInstance, '10.21.0.1', '/api/v1/login', {
          username: player.username,
          password: `wrong${i}`,
        }),
      ),
    );
    const statuses = guesses.map((reply) => reply.statusCode);
    const tooOften = guesses.filter((reply) => reply.json().message === '请求过于频繁，请稍后再试');
    expect(tooOften).toHaveLength(30 - RATE_LIMITS.loginPerAccount.max);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(CLIENT_LIMITS[0].max);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
  });

  it('counts SMS codes per IP and per phone on both nodes together', async () => {
    const phones = freshPhones('136');
    const send = (node: FastifyInstance, ip: string, phone = phones()) =>
      post(node, ip, '/api/v1/sms/send-code', { phone, type: 'register' });
    for (let i = 0; i < smsSendLimitPerIp({}); i += 1) {
      expect((await send(nodes()[i % 2] as FastifyInstance, '10.22.0.1')).statusCode).toBe(200);
    }
    for (const node of nodes()) expect((await send(node, '10.22.0.1')).statusCode).toBe(429);

    const phone = phones();
    expect((await send(nodeA.app, '10.22.0.2', phone)).statusCode).toBe(200);
    const again = await send(nodeB, '10.22.0.3', phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 429, message: TOO_OFTEN });
  });

  it('closes its Redis client when the app closes', async () => {
    const store = await createRateLimitStore({ redisUrl, prefix, logger: quiet });
    const app = await buildApp({ db: nodeA.db, opsToken: TEST_OPS_TOKEN, env: {}, rateLimitStore: store });
    await app.close();
    await vi.waitFor(() => expect(store.redis?.status).toBe('end'), UNTIL_SETTLED);
  });
});

describe.runIf(available)('rate limits when Redis goes away at runtime', () => {
  const { hostname, port } = new URL(redisUrl);
  const relay = new RedisRelay({ host: hostname, port: Number(port || 6379) });
  const options: Partial<AppOptions> = {};
  const node = new TestServer('pglite', options);
  let store: RateLimitStore;
  const phones = freshPhones('135');

  beforeAll(async () => {
    await relay.up();
    store = await createRateLimitStore({ redisUrl: relay.url, prefix, logger: quiet });
    options.rateLimitStore = store;
    await node.start();
  });
  afterAll(async () => {
    await node.stop();
    await relay.down();
    await deleteTestKeys();
  });

  /**
   * Login and registration fail open (the database counters still guard passwords and codes); sending an
   * SMS code fails closed with 503. Guesses at a code are counted in the database, so they are answered as
   * usual. No request hangs: each is answered, and none sends more than two commands into a stalled Redis,
   * so none waits longer than the client's command timeout twice (counted, not timed, so a slow machine
   * cannot change the verdict).
   */
  async function expectPolicies(ip: string): Promise<void> {
    const answered = async (url: string, payload: Record<string, unknown>) => {
      const before = relay.unanswered;
      const reply = await post(node.app, ip, url, payload);
      expect(relay.unanswered - before, url).toBeLessThanOrEqual(2);
      return reply;
    };
    const login = await answered('/api/v1/login', { username: 'demo', password: 'demo123456' });
    expect(login.statusCode).toBe(200);
    const password = 'secret123';
    const register = await answered('/api/v1/register', {
      username: uniqueName('rd'),
      password,
      password_confirmation: password,
    });
    expect(register.statusCode).toBe(200);
    const phone = phones();
    const send = await answered('/api/v1/sms/send-code', { phone, type: 'register' });
    expect(send.statusCode).toBe(503);
    expect(send.json()).toMatchObject({ code: 503, message: '服务器正在维护，请稍后再试' });
    for (const [url, payload] of [
      ['/api/v1/sms/verify-code', { phone, code: '000000', type: 'register' }],
      ['/api/v1/smart/register', { phone, sms_code: '000000', password }],
    ] as const) {
      const guessed = await answered(url, payload);
      expect(guessed.json(), url).toMatchObject({ code: 422, message: '验证码错误或已过期' });
    }
  }

  it('stalled (connected, no replies): the same policies, after the command timeout', async () => {
    relay.stall();
    await expectPolicies('10.30.0.1');
    // The stall was met: the policies above were reached through timed-out commands.
    expect(relay.unanswered).toBeGreaterThan(0);
  });

  it('down (connection refused): the same policies, at once', async () => {
    await relay.down();
    await expectPolicies('10.30.0.2');
  });

  it('counts in Redis again once it is back (the client reconnects by itself)', async () => {
    await relay.up();
    await vi.waitFor(() => expect(store.redis?.status).toBe('ready'), UNTIL_SETTLED);
    const phone = phones();
    const send = () => post(node.app, '10.30.0.3', '/api/v1/sms/send-code', { phone, type: 'register' });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*smsSendPerPhone:${phone}`);
    await redis.quit();
    expect(keys).toHaveLength(1);
  });
});
