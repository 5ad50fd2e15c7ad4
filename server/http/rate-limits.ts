import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';
import type { RateLimitStore } from './rate-limit-store';

/** The bucket a request is counted in; undefined means the limiter does not count this request. */
type Bucket = (request: FastifyRequest) => string | undefined;

// An IPv6 client owns a whole /64: counting single addresses would let it rotate past any limit.
const clientIp: Bucket = (request) => normalizeIP(request.ip);

const bodyField =
  (field: string): Bucket =>
  (request) => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value : undefined;
  };

/** The phone field of a JSON body, as the per-phone limiters count it. */
export const phoneOf = bodyField('phone');
const usernameOf = bodyField('username');
/** One sign-in name (username or phone) from one client. */
const usernameFromIp: Bucket = (request) => {
  const name = usernameOf(request);
  return name === undefined ? undefined : `${name}|${clientIp(request)}`;
};

interface Limit {
  max: number;
  timeWindow: number;
  bucket: Bucket;
  /**
   * When the shared counters (Redis) cannot be reached: 'allow' lets the request through uncounted
   * (fail-open), 'refuse' answers 503 服务器正在维护，请稍后再试 (fail-closed).
   */
  whenUncounted: 'allow' | 'refuse';
}

const TEN_MINUTES = 10 * 60_000;
const REGISTRATIONS_PER_IP = 20;
/** SMS codes an IP may request for each registration it may make: a first send and two resends. */
const SMS_CODES_PER_REGISTRATION = 3;

/**
 * Brute-force, mass sign-up and SMS-cost guards. Counted in this process's memory, or in Redis for every
 * node together when REDIS_URL is set. Generous per IP because mobile carriers put many players behind
 * one address. Wrong passwords and SMS codes are counted in the database per account and client
 * (domain/auth/), so they are bounded whatever happens to Redis.
 * Login and registration fail open: refusing them would lock every player out for the length of a Redis
 * outage, while the database counters still bound guessing. Sending SMS codes fails closed: an uncounted
 * send costs money and floods someone's phone.
 */
export const RATE_LIMITS = {
  loginPerIp: { max: 60, timeWindow: 60_000, bucket: clientIp, whenUncounted: 'allow' },
  // A flood at one account from one client is refused before its scrypt work. Per client, like the
  // lock-out's counters: counted per account alone, a stranger could keep the owner out 10 s at a time.
  loginPerAccount: { max: 10, timeWindow: 10_000, bucket: usernameFromIp, whenUncounted: 'allow' },
  registerPerIp: {
    max: REGISTRATIONS_PER_IP,
    timeWindow: TEN_MINUTES,
    bucket: clientIp,
    whenUncounted: 'allow',
  },
  // Invite and agent codes name their owners' accounts: a code typed now and then, not a scan.
  sponsorLookupPerIp: { max: 30, timeWindow: 60_000, bucket: clientIp, whenUncounted: 'allow' },
  // A resend now and then, never a flood of someone else's phone.
  smsSendPerPhone: { max: 1, timeWindow: 60_000, bucket: phoneOf, whenUncounted: 'refuse' },
  // The default; REGISTER_LIMIT_PER_IP raises it too (smsSendLimitPerIp).
  smsSendPerIp: {
    max: SMS_CODES_PER_REGISTRATION * REGISTRATIONS_PER_IP,
    timeWindow: TEN_MINUTES,
    bucket: clientIp,
    whenUncounted: 'refuse',
  },
  // Webview frame checks make this server fetch another site's headers: a page open now and then, not a scanner.
  webviewProbePerIp: { max: 30, timeWindow: 60_000, bucket: clientIp, whenUncounted: 'allow' },
  // 客服留言: each player also has at most 3 waiting (domain/support); this bounds one address's accounts.
  supportPerIp: { max: 20, timeWindow: TEN_MINUTES, bucket: clientIp, whenUncounted: 'allow' },
  // Remote failure reports (shell/src/remotes/reporter.ts sends at most one batch per 2 s, 30 per page).
  remoteErrorsPerIp: { max: 30, timeWindow: 60_000, bucket: clientIp, whenUncounted: 'allow' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;

/**
 * REGISTER_LIMIT_PER_IP raises the registration limit where one address legitimately signs many players up
 * (a test rig, a shop's shared Wi-Fi); a missing or invalid value keeps the default.
 */
export function registerLimitPerIp(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.REGISTER_LIMIT_PER_IP);
  return Number.isInteger(configured) && configured > 0 ? configured : RATE_LIMITS.registerPerIp.max;
}

/** SMS codes per IP follow the registration limit, so raising one for a shared address raises both. */
export const smsSendLimitPerIp = (env: NodeJS.ProcessEnv): number =>
  SMS_CODES_PER_REGISTRATION * registerLimitPerIp(env);

export type Limiter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Makes route hooks that count requests per bucket and answer 429 请求过于频繁，请稍后再试 (with
 * Retry-After) past the limit. One limiter name is one counter, shared by every route it is given to and,
 * through the store's Redis, by every node.
 */
export async function rateLimiters(
  app: FastifyInstance,
  store: RateLimitStore,
): Promise<(name: LimitName, override?: { max: number }) => Limiter> {
  await app.register(fastifyRateLimit, {
    global: false,
    nameSpace: store.prefix,
    ...(store.redis ? { redis: store.redis } : {}),
  });
  return (name, override) => {
    const limit: Limit = { ...RATE_LIMITS[name], ...override };
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindow,
      // Limiters share the store's key space: the name keeps their counters apart.
      keyGenerator: (request: FastifyRequest) => `${name}:${limit.bucket(request)}`,
    });
    let uncounted = false;
    return async (request, reply) => {
      if (limit.bucket(request) === undefined) return;
      let result: Awaited<ReturnType<typeof check>>;
      try {
        result = await check(request);
      } catch (error) {
        // Logged once per outage, not once per request.
        if (!uncounted) request.log.warn({ err: error, limiter: name }, 'rate limit not counted');
        uncounted = true;
        if (limit.whenUncounted === 'allow') return;
        throw new DomainError(503);
      }
      if (uncounted) request.log.info({ limiter: name }, 'rate limit counted again');
      uncounted = false;
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new DomainError(429);
    };
  };
}
