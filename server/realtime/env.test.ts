import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realtimeCredentialsFile, realtimeOptionsFromEnv } from './env';

describe('realtime options from the environment', () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'realtime-env-'));
  afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

  it('reads the Pusher credentials and REDIS_URL', () => {
    const secret = 'a-long-enough-shared-secret';
    const env = { PUSHER_APP_ID: '7', PUSHER_KEY: 'k', PUSHER_SECRET: secret, REDIS_URL: 'redis://r:6379' };
    expect(realtimeOptionsFromEnv(env)).toEqual({ appId: '7', key: 'k', secret, redisUrl: 'redis://r:6379' });
  });

  it('derives the key from PUSHER_SECRET alone, the same on every node', () => {
    const env = { PUSHER_SECRET: 'a-long-enough-shared-secret' };
    const one = realtimeOptionsFromEnv(env);
    expect(one.key).toMatch(/^[0-9a-f]{24}$/);
    expect(realtimeOptionsFromEnv(env).key).toBe(one.key);
    expect(one.key).not.toBe(env.PUSHER_SECRET);
  });

  it('refuses a guessable PUSHER_SECRET', () => {
    for (const secret of ['s', 'secret', 'dev-only-secret'])
      expect(() => realtimeOptionsFromEnv({ PUSHER_SECRET: secret })).toThrow('at least 16 characters');
    const same = 'the-key-used-as-the-secret';
    expect(() => realtimeOptionsFromEnv({ PUSHER_KEY: same, PUSHER_SECRET: same })).toThrow(
      'not be the public',
    );
  });

  it('without PUSHER_SECRET makes a per-install pair in DATA_DIR once and keeps it, never a constant', () => {
    const first = realtimeOptionsFromEnv({}, dataDirectory);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(realtimeOptionsFromEnv({ NODE_ENV: 'production' }, dataDirectory)).toMatchObject({
      key: first.key,
      secret: first.secret,
    });
    const file = realtimeCredentialsFile(dataDirectory);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ key: first.key, secret: first.secret });
    expect(statSync(file).mode & 0o077).toBe(0);
    const elsewhere = mkdtempSync(join(tmpdir(), 'realtime-env-'));
    try {
      expect(realtimeOptionsFromEnv({}, elsewhere).secret).not.toBe(first.secret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    expect(realtimeOptionsFromEnv({}).secret).not.toBe(realtimeOptionsFromEnv({}).secret);
    expect(realtimeOptionsFromEnv({}).redisUrl).toBeUndefined();
  });
});
