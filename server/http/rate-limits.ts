import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/**
 * Brute force and mass sign-up guards, counted in memory per process (the wrong-password lock-out per
 * account and the SMS send limits live in the database). Generous per IP because mobile carriers put
 * many players behind one address.
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 60, timeWindow: 60_000 },
  registerPerIp: { max: 20, timeWindow: 10 * 60_000 },
  // Each registration with an SMS code is a guess at it: 5 per phone, then wait.
  registerPerPhone: { max: 5, timeWindow: 10 * 60_000 },
  // /v1/sms/verify-code is a guess at the code too.
  smsVerifyPerPhone: { max: 5, timeWindow: 10 * 60_000 },
} as const;

/**
 * REGISTER_LIMIT_PER_IP raises the registration limit where one address legitimately signs many players up
 * (a test rig, a shop's shared Wi-Fi); a missing or invalid value keeps the default.
 */
export function registerLimitPerIp(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.REGISTER_LIMIT_PER_IP);
  return Number.isInteger(configured) && configured > 0 ? configured : RATE_LIMITS.registerPerIp.max;
}

/** The phone field of a JSON body, as the per-phone limiters count it. */
export const phoneOf = (request: FastifyRequest): string | undefined => {
  const body = request.body as { phone?: unknown } | undefined;
  return typeof body?.phone === 'string' ? body.phone : undefined;
};

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface LimitOptions {
  max: number;
  timeWindow: number;
  /** The bucket of a request (the client IP by default); undefined means not counted. */
  key?: (request: FastifyRequest) => string | undefined;
}

/**
 * Makes route hooks that count requests per bucket and answer 429 请求过于频繁，请稍后再试 (with
 * Retry-After) past the limit. One limiter is one counter, shared by every route it is given to
 * (@fastify/rate-limit's route configs would count each route apart).
 */
export async function rateLimiters(app: FastifyInstance): Promise<(options: LimitOptions) => Limiter> {
  await app.register(fastifyRateLimit, { global: false });
  return (options) => {
    const key = options.key;
    const check = app.createRateLimit({
      max: options.max,
      timeWindow: options.timeWindow,
      ...(key ? { keyGenerator: (request: FastifyRequest) => key(request) ?? '' } : {}),
    });
    return async (request, reply) => {
      if (key && key(request) === undefined) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new ApiError(429);
    };
  };
}
