import { describe, expect, it } from 'vitest';
import { realtimeOptionsFromEnv } from './env';

describe('realtime options from the environment', () => {
  it('reads the Pusher credentials and REDIS_URL', () => {
    const env = { PUSHER_APP_ID: '7', PUSHER_KEY: 'k', PUSHER_SECRET: 's', REDIS_URL: 'redis://r:6379' };
    expect(realtimeOptionsFromEnv(env)).toEqual({
      appId: '7',
      key: 'k',
      secret: 's',
      redisUrl: 'redis://r:6379',
    });
  });

  it('falls back to development credentials, but not in production', () => {
    expect(realtimeOptionsFromEnv({})).toMatchObject({ appId: 'betting-app', key: 'betting-key' });
    expect(realtimeOptionsFromEnv({}).redisUrl).toBeUndefined();
    expect(() => realtimeOptionsFromEnv({ NODE_ENV: 'production' })).toThrow('PUSHER_SECRET must be set');
  });
});
