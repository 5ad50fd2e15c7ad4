import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDomains, users } from '../db/schema';
import { TestServer } from '../test/server';
import { configuredHosts, UNKNOWN_HOST } from './host-allow-list';

describe('configured hosts', () => {
  it('are loopback, the listening address, PUBLIC_URL and ALLOWED_HOSTS (with *.domain for subdomains)', () => {
    const { names, suffixes } = configuredHosts({
      HOST: '10.0.0.5',
      PUBLIC_URL: 'https://m.xingchen.example:8443/app',
      ALLOWED_HOSTS: 'play.xingchen.example, *.cdn.example',
    });
    expect([...names].sort()).toEqual(
      ['10.0.0.5', '127.0.0.1', '::1', 'localhost', 'm.xingchen.example', 'play.xingchen.example'].sort(),
    );
    expect(suffixes).toEqual(['.cdn.example']);
  });
});

describe('a forged Host', () => {
  const server = new TestServer('pglite', {
    env: { HOST: '127.0.0.1', PUBLIC_URL: 'https://m.xingchen.example' },
  });
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const get = (url: string, host: string) => server.app.inject({ method: 'GET', url, headers: { host } });

  it('is refused before anything reflects it: no page, CSP, socket address or invite link of that host', async () => {
    for (const host of ['evil.example.net', 'evil.example.net:8080', 'm.xingchen.example.evil.net']) {
      for (const url of ['/', '/api/v1/app/config/all', '/api/v1/websocket/connection-info']) {
        const reply = await get(url, host);
        expect(reply.statusCode, `${host} ${url}`).toBe(421);
        expect(reply.json()).toMatchObject({ code: 421, message: UNKNOWN_HOST });
        expect(reply.headers['content-security-policy'] ?? '').not.toContain('evil');
      }
    }
  });

  it('serves the configured hosts and the agent-bound domains', async () => {
    for (const host of ['m.xingchen.example', 'localhost:8080', '127.0.0.1']) {
      expect((await get('/api/v1/app/config/all', host)).statusCode, host).toBe(200);
    }
    const [agent] = await server.db.select({ id: users.id }).from(users).limit(1);
    await server.db.insert(agentDomains).values({ domain: 'agent-a.example.org', agentId: agent?.id ?? 0 });
    // Read again after the cache's age: a domain an operator binds is served without a restart.
    const later = Date.now() + 31_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect((await get('/api/v1/app/config/all', 'agent-a.example.org')).statusCode).toBe(200);
    } finally {
      Date.now = realNow;
    }
  });
});
