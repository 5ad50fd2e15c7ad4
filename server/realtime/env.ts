import type { RealtimeOptions } from './index';

const DEV_DEFAULTS = { appId: 'betting-app', key: 'betting-key', secret: 'dev-only-secret' } as const;

/**
 * Realtime options from PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and REDIS_URL. Outside production
 * the credentials fall back to fixed development values; in production a missing secret is an error,
 * because every node (and every `pusher` SDK publisher) must share the same one.
 */
export function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv): RealtimeOptions {
  const secret = env.PUSHER_SECRET || undefined;
  if (!secret && env.NODE_ENV === 'production') throw new Error('PUSHER_SECRET must be set in production');
  return {
    appId: env.PUSHER_APP_ID || DEV_DEFAULTS.appId,
    key: env.PUSHER_KEY || DEV_DEFAULTS.key,
    secret: secret ?? DEV_DEFAULTS.secret,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  };
}
