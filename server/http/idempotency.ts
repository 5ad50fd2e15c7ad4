import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyRequests } from '../db/schema';
import { DomainError } from '../domain/errors';
import { bearerToken, requireSession } from './auth-guard';

export const KEY_REUSED = '幂等键已用于不同的请求';

// Passwords stay out of the stored hash: a 6-digit payment password would be easy to recover from it.
const SECRET = /password/i;

/**
 * JSON with object keys sorted at every depth (equal requests hash alike whatever their key order) and
 * secrets left out.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !SECRET.test(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request a key stands for: route, path parameters, query and the validated body. */
const requestHash = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      canonical([request.method, request.routeOptions.url, request.params, request.query, request.body]),
    )
    .digest('hex');

/** Whose keys these are: the logged-in player, else the game session a spin names. */
async function scopeOf(db: Db, request: FastifyRequest): Promise<string | null> {
  if (bearerToken(request)) {
    const session = await requireSession(db, request).catch(() => null);
    return session ? `user:${session.user.id}` : null;
  }
  const sessionId = (request.body as { session_id?: unknown } | undefined)?.session_id;
  return typeof sessionId === 'string' ? `session:${sessionId}` : null;
}

/**
 * One rule for every POST carrying an Idempotency-Key (as Stripe does): the first request under a key
 * records a hash of itself; a later one with the same key and the same request goes on (the domain answers
 * with the first result, moving nothing twice), one with a different request is refused with 422 before it
 * runs. Runs after validation, so the hash covers what the handler would act on.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('preHandler', async (request) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || key === '') return;
    const scope = await scopeOf(db, request);
    if (!scope) return;
    const hash = requestHash(request);
    await db.insert(idempotencyRequests).values({ scope, key, requestHash: hash }).onConflictDoNothing();
    const [first] = await db
      .select({ requestHash: idempotencyRequests.requestHash })
      .from(idempotencyRequests)
      .where(and(eq(idempotencyRequests.scope, scope), eq(idempotencyRequests.key, key)));
    if (first && first.requestHash !== hash) throw new DomainError(422, KEY_REUSED);
  });
}
