import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Where the rate-limit counters live: this process's memory, or a Redis every node shares. */
export interface RateLimitStore {
  redis?: Redis;
  /** Namespace of the counter keys, so several deployments (or test runs) can share one Redis. */
  prefix: string;
  close(): Promise<void>;
}

/**
 * An unreachable or stalled Redis must answer at once, not queue: each limiter then applies its own
 * policy (rate-limits.ts) instead of holding the request. Within a command timeout a request costs at
 * most half a second more; a refused connection fails immediately.
 */
const REDIS_OPTIONS = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 500,
  connectTimeout: 2_000,
} as const;

/**
 * Counters in `redisUrl` when given (every node counts together), in memory otherwise. Like the realtime
 * layer, an unreachable Redis at start-up is an error; later outages are reported and reconnected.
 */
export async function createRateLimitStore(options: {
  redisUrl?: string | undefined;
  prefix?: string;
  logger: Pick<FastifyBaseLogger, 'warn'>;
}): Promise<RateLimitStore> {
  const prefix = options.prefix ?? 'rl:';
  if (!options.redisUrl) return { prefix, close: async () => {} };
  const redis = new Redis(options.redisUrl, REDIS_OPTIONS);
  redis.on('error', (error) => options.logger.warn({ err: error }, 'rate limits: redis error'));
  await redis.connect();
  return {
    redis,
    prefix,
    close: async () => {
      // A stalled Redis never answers QUIT: the command timeout rejects it and the socket is dropped.
      await redis.quit().catch(() => {});
      redis.disconnect();
    },
  };
}
