import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { DomainError } from '../errors';

/** How many wrong guesses a counter allows within a sliding window, and how the wait reads. */
export interface Limit {
  max: number;
  windowMs: number;
  wait: string;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * What one client (an address, a remembered device or a session) may get wrong about one account's secret:
 * 5 in 15 minutes, and no more than 20 in a day, so one stranger alone can never reach the account's ceiling.
 */
export const CLIENT_LIMITS: readonly [Limit, Limit] = [
  { max: 5, windowMs: 15 * MINUTE, wait: '15分钟' },
  { max: 20, windowMs: DAY, wait: '24小时' },
];

/**
 * What every client not known to the account may get wrong together in a day: the bound on guessing when
 * an attacker has any number of addresses. Only clients that once proved the secret (a remembered device, a
 * session) are outside it, each under its own CLIENT_LIMITS.
 */
export const ACCOUNT_CEILING: Limit = { max: 100, windowMs: DAY, wait: '24小时' };

/** The oldest failure any counter still reads. */
const LONGEST_WINDOW_MS = DAY;

/** One counter of failures (rows of `login_failures` under `key`) and what it answers once a limit is reached. */
export interface Counter {
  key: string;
  limits: readonly Limit[];
  /** The 429 message when `limit` is reached. */
  locked: (limit: Limit) => string;
  /**
   * A success forgives this counter's failures: the client's own counter is cleared by its right answer;
   * an account ceiling only ages, so the owner's success never hands strangers a fresh allowance.
   */
  forgivenOnSuccess: boolean;
}

const sinceMs = (ms: number) => new Date(Date.now() - ms).toISOString();

async function reachedLimit(db: Queryable, counter: Counter): Promise<Limit | undefined> {
  const counts = Object.fromEntries(
    counter.limits.map((limit, index) => [
      `n${index}`,
      sql<number>`count(*) filter (where ${loginFailures.createdAt} > ${sinceMs(limit.windowMs)}::timestamptz)`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db
    .select(counts)
    .from(loginFailures)
    .where(
      and(eq(loginFailures.username, counter.key), gt(loginFailures.createdAt, new Date(Date.now() - DAY))),
    );
  // The attempt being made is one of the rows: more than `max` means `max` failures came before it.
  return counter.limits.find((limit, index) => Number(row?.[`n${index}`] ?? 0) > limit.max);
}

// Failures older than every window are dropped now and then (per database, at most every 10 minutes).
const lastPruned = new WeakMap<Queryable, number>();
async function pruneOldFailures(db: Queryable): Promise<void> {
  const now = Date.now();
  if (now - (lastPruned.get(db) ?? 0) < 10 * MINUTE) return;
  lastPruned.set(db, now);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now - LONGEST_WINDOW_MS)));
}

/**
 * Runs `check` (a password or code comparison) under every counter given. Each attempt is written as a
 * failure to every counter before any is read, so concurrent guesses see each other and a burst gets no more
 * checks than a sequence; a refused attempt takes its rows back (waiting is not prolonged by asking again).
 * A right answer removes its own rows and forgives the counters marked so. Call it outside a transaction
 * that may roll back, or the failure would not count.
 */
export async function guardedSecretCheck(
  db: Queryable,
  counters: readonly Counter[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  await pruneOldFailures(db);
  const attempts = await db
    .insert(loginFailures)
    .values(counters.map((counter) => ({ username: counter.key })))
    .returning({ id: loginFailures.id });
  const own = attempts.map((attempt) => attempt.id);
  for (const counter of counters) {
    const limit = await reachedLimit(db, counter);
    if (limit) {
      await db.delete(loginFailures).where(inArray(loginFailures.id, own));
      throw new DomainError(429, counter.locked(limit));
    }
  }
  const valid = await check();
  if (valid) {
    const forgiven = counters.filter((counter) => counter.forgivenOnSuccess).map((counter) => counter.key);
    await db
      .delete(loginFailures)
      .where(
        forgiven.length > 0
          ? or(inArray(loginFailures.id, own), inArray(loginFailures.username, forgiven))
          : inArray(loginFailures.id, own),
      );
  }
  return valid;
}
