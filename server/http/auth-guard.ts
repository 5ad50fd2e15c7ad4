import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import type { UserRow } from '../domain/tokens';
import {
  revokeToken,
  type SessionPolicy,
  sessionExpired,
  sessionPolicyFrom,
  touchSession,
  userForToken,
} from '../domain/tokens';
import type { Realtime } from '../realtime';

export interface Session {
  user: UserRow;
  tokenId: number;
  token: string;
}

export const DISABLED_MESSAGE = '账号已被禁用';
export const EXPIRED_MESSAGE = '登录已过期，请重新登录';

interface GuardOptions {
  policy: SessionPolicy;
  /** Where the sockets a session authorised are closed when it ends. */
  realtime: Pick<Realtime, 'endSessions'>;
}

// What installAuthGuard was given for each app's database, read by every requireSession.
const guards = new WeakMap<Db, GuardOptions>();

/** Revokes a token and closes, on every node, the sockets it authorised (logout, expiry, disabling). */
export async function endSession(db: Db, realtime: GuardOptions['realtime'] | undefined, token: string) {
  const ended = await revokeToken(db, token);
  if (ended) realtime?.endSessions(ended.userId, [ended.id]);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

// The guard hook and the route handler both ask; the database is asked once per request.
const sessions = new WeakMap<FastifyRequest, Promise<Session>>();

async function lookUpSession(db: Db, request: FastifyRequest): Promise<Session> {
  const token = bearerToken(request);
  const found = token ? await userForToken(db, token) : null;
  if (!token || !found) throw new DomainError(401);
  const guard = guards.get(db);
  const policy = guard?.policy ?? sessionPolicyFrom({});
  if (sessionExpired(policy, found)) {
    await endSession(db, guard?.realtime, token);
    throw new DomainError(401, EXPIRED_MESSAGE);
  }
  if (found.user.enabled !== 1) {
    // A disabled account is signed out, not merely refused: the token dies (re-enabling needs a fresh
    // login) and the 401 makes the client log out and show why.
    await endSession(db, guard?.realtime, token);
    throw new DomainError(401, DISABLED_MESSAGE);
  }
  await touchSession(db, policy, found);
  return { user: found.user, tokenId: found.tokenId, token };
}

/** The signed-in viewer's id when a valid token came along, for public pages that show a little more to them. */
export async function viewerId(db: Db, request: FastifyRequest): Promise<number | undefined> {
  const token = bearerToken(request);
  const found = token ? await userForToken(db, token) : null;
  return found?.user.id;
}

/**
 * The logged-in player of this request, or a 401 envelope (also for a disabled account). Routes that declare
 * bearerAuth read `request.session` instead; this is for the few where login is optional.
 */
export function requireSession(db: Db, request: FastifyRequest): Promise<Session> {
  let session = sessions.get(request);
  if (!session) {
    session = lookUpSession(db, request);
    sessions.set(request, session);
  }
  return session;
}

/** `[{ bearerAuth: [] }]` requires login; `[{}, { bearerAuth: [] }]` (login optional) does not. */
const requiresBearer = (request: FastifyRequest): boolean => {
  const { security } = (request.routeOptions.schema ?? {}) as { security?: Array<Record<string, unknown>> };
  return !!security?.length && security.every((requirement) => 'bearerAuth' in requirement);
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The player of a route that declares bearerAuth, resolved once by the auth guard before the handler. */
    readonly session: Session;
  }
}

const guarded = new WeakMap<FastifyRequest, Session>();

/**
 * Every route whose schema declares `security: [{ bearerAuth: [] }]` refuses anonymous, revoked and
 * disabled callers before its body is parsed or validated, so a visitor learns nothing about the input
 * rules and always gets the 401 that sends the client to login. Its handler reads the player from
 * `request.session`; a route that does not declare bearerAuth has none, and asking answers 401.
 */
export function installAuthGuard(app: FastifyInstance, db: Db, options: GuardOptions): void {
  guards.set(db, options);
  app.decorateRequest('session', {
    getter(this: FastifyRequest) {
      const session = guarded.get(this);
      if (!session) throw new DomainError(401);
      return session;
    },
  });
  app.addHook('onRequest', async (request) => {
    if (requiresBearer(request)) guarded.set(request, await requireSession(db, request));
  });
}
