import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LIMITS } from '../../domain/auth/secret-guard';
import { RATE_LIMITS, registerLimitPerIp, smsSendLimitPerIp } from '../../http/rate-limits';
import { TestServer, uniqueName } from '../server';
import { freshPhones } from './rate-limit-tools';

const TOO_OFTEN = '请求过于频繁，请稍后再试';

/**
 * Login, registration and SMS sending per IP and per account, counted in memory (no REDIS_URL); the
 * same counters shared by two nodes over Redis are in rate-limits-redis.test.ts. Wrong passwords and SMS
 * codes are counted in the database per account and client (test/abuse/stranger-lockout.test.ts).
 */
describe('rate limits on login, registration and SMS sending', () => {
  const server = new TestServer('pglite');
  beforeAll(() => server.start());
  afterAll(() => server.stop());

  const from = (ip: string, url: string, payload: unknown) =>
    server.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
    });

  it('lets one IP try to log in 60 times a minute, then answers 429 in Chinese; other IPs are unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMITS.loginPerIp.max; i += 1) {
      // A different unknown name each time, so the per-account lock-out never applies.
      statuses.push(
        (await from('10.1.0.1', '/api/v1/login', { username: uniqueName('n'), password: 'x' })).statusCode,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([422]));
    const blocked = await from('10.1.0.1', '/api/v1/login', { username: 'demo', password: 'demo123456' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 429, message: TOO_OFTEN, msg: TOO_OFTEN, data: null });
    expect(blocked.headers['retry-after']).toBeDefined();
    const elsewhere = await from('10.1.0.2', '/api/v1/login', { username: 'demo', password: 'demo123456' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts every registration form of one IP together: 20 per 10 minutes', async () => {
    const forms = [
      '/api/v1/register',
      '/api/v1/invite/register',
      '/api/v1/agent/register',
      '/api/v1/agent/register-by-domain',
      '/api/v1/smart/register',
    ];
    for (let i = 0; i < RATE_LIMITS.registerPerIp.max - 1; i += 1) {
      const reply = await from('10.2.0.1', forms[i % forms.length] as string, {});
      expect(reply.statusCode).toBe(400);
    }
    const password = 'secret123';
    const last = await from('10.2.0.1', '/api/v1/register', {
      username: uniqueName('rl'),
      password,
      password_confirmation: password,
    });
    expect(last.statusCode).toBe(200);
    const blocked = await from('10.2.0.1', '/api/v1/register', {
      username: uniqueName('rl'),
      password,
      password_confirmation: password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429, message: TOO_OFTEN });
    const elsewhere = await from('10.2.0.2', '/api/v1/register', {
      username: uniqueName('rl'),
      password,
      password_confirmation: password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("allows 5 guesses at a phone's code per client; another client has its own 5", async () => {
    const phone = `139${String(Date.now()).slice(-8)}`;
    const attempt = (ip: string) =>
      from(ip, '/api/v1/smart/register', { phone, sms_code: '000000', password: 'secret123' });
    for (let i = 0; i < CLIENT_LIMITS[0].max; i += 1) {
      const reply = await attempt('10.3.0.1');
      expect(reply.statusCode).toBe(422);
      expect(reply.json().message).toBe('验证码错误或已过期');
    }
    const blocked = await attempt('10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429, message: '验证码错误次数过多，请15分钟后再试' });
    expect((await attempt('10.3.1.1')).statusCode).toBe(422);
  });

  it('lets a burst of guesses at one account from one client reach 10 attempts, of which at most 5 are checked', async () => {
    const player = await server.registerPlayer('burst');
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        from('10.4.0.1', '/api/v1/login', { username: player.username, password: `wrong${i}` }),
      ),
    );
    const statuses = guesses.map((reply) => reply.statusCode);
    const tooOften = guesses.filter((reply) => reply.json().message === TOO_OFTEN);
    expect(tooOften).toHaveLength(30 - RATE_LIMITS.loginPerAccount.max);
    for (const reply of tooOften) expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(CLIENT_LIMITS[0].max);
    expect(statuses.filter((status) => status !== 422 && status !== 429)).toEqual([]);
    // Neither another account nor the same account from another client is held up by the burst.
    const other = await from('10.4.1.1', '/api/v1/login', { username: 'demo', password: 'demo123456' });
    expect(other.statusCode).toBe(200);
    const owner = await from('10.4.1.2', '/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('sends 60 SMS codes per IP in 10 minutes (to different phones), then answers 429; other IPs are unaffected', async () => {
    const phones = freshPhones('137');
    const send = (ip: string) => from(ip, '/api/v1/sms/send-code', { phone: phones(), type: 'register' });
    for (let i = 0; i < smsSendLimitPerIp({}); i += 1) expect((await send('10.6.0.1')).statusCode).toBe(200);
    const blocked = await send('10.6.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 429, message: TOO_OFTEN });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('10.6.0.2')).statusCode).toBe(200);
  });
});

describe('REGISTER_LIMIT_PER_IP', () => {
  it('raises the per-IP registration limit; a missing or invalid value keeps 20', () => {
    expect(registerLimitPerIp({ REGISTER_LIMIT_PER_IP: '500' })).toBe(500);
    for (const value of [undefined, '', '0', '-3', '2.5', 'many']) {
      expect(registerLimitPerIp({ REGISTER_LIMIT_PER_IP: value })).toBe(20);
    }
  });

  it('raises the per-IP SMS limit with it: three codes per registration allowed', () => {
    expect(smsSendLimitPerIp({})).toBe(60);
    expect(smsSendLimitPerIp({ REGISTER_LIMIT_PER_IP: '500' })).toBe(1500);
  });
});
