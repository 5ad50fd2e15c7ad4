import { and, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { authTokens, ledger, paymentOrders, protectionStakes } from '../../db/schema';
import { PAYMENT_STATUS } from '../finance/statuses';
import type { LedgerTypeName } from '../ledger-types';
import type { PeriodWindow } from './periods';

/**
 * What comes back of a stake: wins, refunds of a cancelled or void bet, money transferred out of a game.
 * A 追号 refund is not here: its expects were never placed, so never counted as staked.
 */
const RETURN_TYPES: LedgerTypeName[] = [
  'bet_win',
  'bet_refund',
  'resettle_adjust',
  'lottery_win',
  'lottery_cancel',
  'game_transfer_out',
];

/** A deposit counts from the moment its order is made (unless it is cancelled, failed or expired). */
const COUNTED_DEPOSIT = [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted, PAYMENT_STATUS.paid];

const total = (rows: Array<{ total: string | null }>) => BigInt(rows[0]?.total ?? 0);

export async function stakedIn(db: Queryable, userId: number, window: PeriodWindow): Promise<bigint> {
  return total(
    await db
      .select({ total: sum(protectionStakes.amount) })
      .from(protectionStakes)
      .where(
        and(
          eq(protectionStakes.userId, userId),
          gte(protectionStakes.createdAt, window.start),
          lt(protectionStakes.createdAt, window.resetsAt),
        ),
      ),
  );
}

export async function returnedIn(db: Queryable, userId: number, window: PeriodWindow): Promise<bigint> {
  return total(
    await db
      .select({ total: sum(ledger.amount) })
      .from(ledger)
      .where(
        and(
          eq(ledger.userId, userId),
          inArray(ledger.type, RETURN_TYPES),
          gte(ledger.createdAt, window.start),
          lt(ledger.createdAt, window.resetsAt),
        ),
      ),
  );
}

/** Net loss: staked minus what came back; a winning period is 0, never a credit towards the limit. */
export async function lossIn(db: Queryable, userId: number, window: PeriodWindow): Promise<bigint> {
  const loss = (await stakedIn(db, userId, window)) - (await returnedIn(db, userId, window));
  return loss > 0n ? loss : 0n;
}

export async function depositedIn(db: Queryable, userId: number, window: PeriodWindow): Promise<bigint> {
  return total(
    await db
      .select({ total: sum(paymentOrders.amount) })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.userId, userId),
          inArray(paymentOrders.status, COUNTED_DEPOSIT),
          gte(paymentOrders.createdAt, window.start),
          lt(paymentOrders.createdAt, window.resetsAt),
        ),
      ),
  );
}

/**
 * Minutes signed in within the window: each session runs from sign-in to its sign-out or last use (the
 * current one to now); sessions of two devices at once count once, so the spans are merged.
 */
export async function minutesIn(
  db: Queryable,
  userId: number,
  window: { start: Date },
  now: Date,
  currentTokenId?: number,
): Promise<number> {
  const rows = await db
    .select({
      id: authTokens.id,
      start: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      revokedAt: authTokens.revokedAt,
    })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        sql`coalesce(${authTokens.revokedAt}, ${authTokens.lastUsedAt}, ${authTokens.createdAt}) >= ${window.start.toISOString()}`,
      ),
    )
    .orderBy(authTokens.createdAt);
  let played = 0;
  let coveredTo = window.start.getTime();
  for (const row of rows) {
    const end = row.id === currentTokenId ? now : (row.revokedAt ?? row.lastUsedAt);
    const from = Math.max(row.start.getTime(), coveredTo);
    const to = Math.min(end.getTime(), now.getTime());
    if (to > from) {
      played += to - from;
      coveredTo = to;
    }
  }
  return Math.floor(played / 60_000);
}
