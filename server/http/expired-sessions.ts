import type { Db } from '../db/client';
import { endedSessions, type SessionPolicy } from '../domain/tokens';
import type { Realtime } from '../realtime';

type SessionSockets = Pick<Realtime, 'localSessions' | 'endSessions'>;

interface Log {
  warn: (details: object, message: string) => void;
}

// One query per this many sessions, well under PostgreSQL's limit of parameters per statement.
const SESSIONS_PER_QUERY = 1000;

/**
 * Closes (4009, on every node) the sockets of this node whose login session has ended since they were
 * authorised: a session expires without a request, so nothing else would stop its socket receiving the
 * player's balance and messages. The token itself is left for the next request, which answers 登录已过期.
 */
export async function closeSocketsOfEndedSessions(
  db: Db,
  realtime: SessionSockets,
  policy: SessionPolicy,
): Promise<void> {
  const ids = realtime
    .localSessions()
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  for (let start = 0; start < ids.length; start += SESSIONS_PER_QUERY) {
    const sessions = await endedSessions(db, policy, ids.slice(start, start + SESSIONS_PER_QUERY));
    for (const session of sessions) realtime.endSessions(session.userId, [session.id]);
  }
}

/** Every minute, or every tenth of the idle limit when that is shorter: how late a socket may outlive its session. */
const socketCheckInterval = (policy: SessionPolicy): number => Math.min(60_000, policy.idleMs / 10);

/** Checks this node's sockets on that interval until stopped; a check still running skips the next. */
export function startClosingExpiredSockets(
  db: Db,
  realtime: SessionSockets,
  policy: SessionPolicy,
  log: Log,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= closeSocketsOfEndedSessions(db, realtime, policy)
      .catch((error: unknown) => log.warn({ err: error }, 'closing sockets of expired sessions failed'))
      .finally(() => {
        running = null;
      });
  }, socketCheckInterval(policy));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
