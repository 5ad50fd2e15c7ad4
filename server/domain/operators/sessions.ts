import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { operatorSessions, operators } from '../../db/schema';
import { DomainError } from '../errors';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** A signed-in session ends after 30 idle minutes, and after 12 hours at the latest. */
export const SESSION_IDLE_MS = 30 * 60_000;
const SESSION_MAX_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often: most requests only read. */
const TOUCH_EVERY_MS = 60_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newOperatorToken = () => `ops_${randomBytes(32).toString('base64url')}`;

interface IssueOptions {
  kind: 'session' | 'api';
  name?: string;
  ip?: string;
  userAgent?: string;
  expiresAt?: Date;
  createdBy?: number;
}

/** Issues a token for the operator; only its sha256 is stored. */
export async function issueOperatorToken(
  db: Queryable,
  operatorId: number,
  options: IssueOptions,
): Promise<{ token: string; session: OperatorSessionRow }> {
  const token = newOperatorToken();
  const now = new Date();
  const [session] = await db
    .insert(operatorSessions)
    .values({
      operatorId,
      tokenHash: sha256(token),
      kind: options.kind,
      name: options.name ?? '',
      ip: options.ip ?? '',
      userAgent: (options.userAgent ?? '').slice(0, 300),
      expiresAt: options.expiresAt ?? new Date(now.getTime() + SESSION_MAX_MS),
      createdBy: options.createdBy ?? null,
    })
    .returning();
  if (!session) throw new DomainError(500);
  return { token, session };
}

/** Whether a session is still usable at `now`: not revoked, not past its expiry, not idle too long. */
export function sessionLive(session: OperatorSessionRow, now: Date): boolean {
  if (session.revokedAt) return false;
  if (session.expiresAt && session.expiresAt <= now) return false;
  return session.kind !== 'session' || now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS;
}

/** The live session and its enabled operator for a bearer token, else null; marks the session as used. */
export async function operatorForToken(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<{ operator: OperatorRow; session: OperatorSessionRow } | null> {
  if (!token.startsWith('ops_')) return null;
  const [row] = await db
    .select({ operator: operators, session: operatorSessions })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.operator.disabled || !sessionLive(row.session, now)) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, row.session.id));
  }
  return row;
}

/** Every session and API token of an operator (all operators when null), newest first. */
export function listOperatorSessions(db: Queryable, operatorId: number | null, kind?: 'session' | 'api') {
  const filters = [
    operatorId === null ? undefined : eq(operatorSessions.operatorId, operatorId),
    kind ? eq(operatorSessions.kind, kind) : undefined,
  ];
  return db
    .select({ session: operatorSessions, username: operators.username })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(...filters))
    .orderBy(desc(operatorSessions.id))
    .limit(200);
}

/** Revokes one session or token (of that operator when operatorId is given); answers whether one ended. */
export async function revokeOperatorSession(
  db: Queryable,
  id: number,
  operatorId?: number,
): Promise<OperatorSessionRow | null> {
  const [row] = await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(operatorSessions.id, id),
        isNull(operatorSessions.revokedAt),
        operatorId === undefined ? undefined : eq(operatorSessions.operatorId, operatorId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends every session and API token of an operator (disabled, TOTP reset). */
export async function revokeAllOperatorSessions(db: Queryable, operatorId: number): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
