import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { authTokens, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Issues a bearer token: 32 random bytes for the client, only its SHA-256 in the database. */
export async function issueToken(db: Queryable, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({ userId, tokenHash: sha256(token) });
  return token;
}

const lookUpToken = (db: Queryable) =>
  db
    .select({
      user: users,
      tokenId: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('hash')), isNull(authTokens.revokedAt)))
    .limit(1)
    .prepare('user_for_token');

// Every signed-in request looks its token up. drizzle building this query (every column of users) cost more
// CPU than running it, so it is built once per database; the row is still read afresh every time (balances).
const tokenLookups = new WeakMap<Queryable, ReturnType<typeof lookUpToken>>();

export async function userForToken(
  db: Queryable,
  token: string,
): Promise<{ user: UserRow; tokenId: number; createdAt: Date; lastUsedAt: Date } | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = lookUpToken(db);
    tokenLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash: sha256(token) });
  return rows[0] ?? null;
}

const revoked = { id: authTokens.id, userId: authTokens.userId };

/** Revokes one token; answers the session it ended (none when it was unknown or already revoked). */
export async function revokeToken(
  db: Queryable,
  token: string,
): Promise<{ id: number; userId: number } | null> {
  const [row] = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)))
    .returning(revoked);
  return row ?? null;
}

/** After a password change every other session of the user ends; the current one stays. Answers their ids. */
export async function revokeOtherTokens(
  db: Queryable,
  userId: number,
  keepTokenId: number,
): Promise<number[]> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)))
    .returning(revoked);
  return rows.map((row) => row.id);
}

/** Every session of the user ends (the account is disabled). */
export async function revokeAllTokens(db: Queryable, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/**
 * How long a session lives: SESSION_IDLE_MINUTES without use (default 7 days: a phone left in a drawer for a
 * week, or a stolen session nobody uses, has to log in again) and SESSION_MAX_MINUTES after login whatever the
 * use (default 30 days: even an active player proves the password monthly). Common values for betting and
 * payment apps, which keep players signed in on their own phone but not forever.
 */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
}

const minutes = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return (Number.isFinite(parsed) && parsed > 0 ? parsed : fallback) * 60_000;
};

export const sessionPolicyFrom = (env: NodeJS.ProcessEnv): SessionPolicy => ({
  idleMs: minutes(env.SESSION_IDLE_MINUTES, 7 * 24 * 60),
  maxMs: minutes(env.SESSION_MAX_MINUTES, 30 * 24 * 60),
});

/**
 * How often last_used_at is written per session: a tenth of the idle limit, at most every 5 minutes. The hot
 * path (every signed-in request) stays one read, and since the recorded use lags the real one by less than
 * this, a session expires at most a tenth of its idle limit early (a fixed 5 minutes logged out busy players
 * under an idle limit of a few minutes).
 */
export const touchInterval = (policy: SessionPolicy): number => Math.min(5 * 60_000, policy.idleMs / 10);

export function sessionExpired(
  policy: SessionPolicy,
  session: { createdAt: Date; lastUsedAt: Date },
  now = Date.now(),
): boolean {
  return (
    now - session.createdAt.getTime() > policy.maxMs || now - session.lastUsedAt.getTime() > policy.idleMs
  );
}

/** Records a use of the session, when the last recorded one is older than the policy's touch interval. */
export async function touchSession(
  db: Queryable,
  policy: SessionPolicy,
  session: { tokenId: number; lastUsedAt: Date },
  now = Date.now(),
): Promise<void> {
  if (now - session.lastUsedAt.getTime() < touchInterval(policy)) return;
  await db
    .update(authTokens)
    .set({ lastUsedAt: new Date(now) })
    .where(eq(authTokens.id, session.tokenId));
}

/**
 * Which of these sessions have ended: revoked, or expired by the rule of sessionExpired (read afresh, so a use
 * over HTTP since the caller last looked keeps a session alive). Answers them with their players.
 */
export async function endedSessions(
  db: Queryable,
  policy: SessionPolicy,
  tokenIds: number[],
  now = Date.now(),
): Promise<Array<{ id: number; userId: number }>> {
  if (tokenIds.length === 0) return [];
  return db
    .select(revoked)
    .from(authTokens)
    .where(
      and(
        inArray(authTokens.id, tokenIds),
        or(
          isNotNull(authTokens.revokedAt),
          lt(authTokens.createdAt, new Date(now - policy.maxMs)),
          lt(authTokens.lastUsedAt, new Date(now - policy.idleMs)),
        ),
      ),
    );
}
