import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
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
    .select({ user: users, tokenId: authTokens.id })
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
): Promise<{ user: UserRow; tokenId: number } | null> {
  let lookup = tokenLookups.get(db);
  if (!lookup) {
    lookup = lookUpToken(db);
    tokenLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ hash: sha256(token) });
  return rows[0] ?? null;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt)));
}

/** After a password change every other session of the user ends; the current one stays. */
export async function revokeOtherTokens(db: Queryable, userId: number, keepTokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)));
}
