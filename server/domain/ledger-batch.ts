import { and, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledger, users } from '../db/schema';
import {
  announceAfterCommit,
  type BalanceChange,
  InsufficientBalanceError,
  type LedgerEntry,
} from './ledger';
import { type LedgerCategory, ledgerCategory } from './ledger-types';

const CHUNK = 1000;

/**
 * changeBalance for many changes at once (settling thousands of orders on one result): the same rules —
 * user rows locked (in id order, so concurrent batches cannot deadlock), no balance below zero, one ledger row
 * per change with before/after, idempotency keys honoured — in a handful of statements instead of four per
 * change. Must run inside a moneyTransaction; the rows are announced after commit like changeBalance's.
 */
export async function changeBalances(tx: Queryable, changes: BalanceChange[]): Promise<LedgerEntry[]> {
  const written: LedgerEntry[] = [];
  for (let start = 0; start < changes.length; start += CHUNK) {
    written.push(...(await changeChunk(tx, changes.slice(start, start + CHUNK))));
  }
  return written;
}

// Payouts and refunds only: the batch moves balances, not the counters changeBalance keeps for deposits.
const BATCHABLE = new Set<LedgerCategory>(['win', 'refund', 'rebate', 'bonus', 'adjust']);

async function changeChunk(tx: Queryable, changes: BalanceChange[]): Promise<LedgerEntry[]> {
  if (changes.length === 0) return [];
  const unbatchable = changes.find((change) => !BATCHABLE.has(ledgerCategory(change.type)));
  if (unbatchable) throw new Error(`changeBalances cannot move ${unbatchable.type}: use changeBalance`);
  const userIds = [...new Set(changes.map((change) => change.userId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: users.id, balance: users.balance })
    .from(users)
    .where(inArray(users.id, userIds))
    .orderBy(users.id)
    .for('update');
  const balances = new Map(locked.map((row) => [row.id, row.balance]));

  const keys = changes.flatMap((change) => (change.idempotencyKey ? [change.idempotencyKey] : []));
  const seen = new Set<string>();
  if (keys.length > 0) {
    const previous = await tx
      .select({ userId: ledger.userId, key: ledger.idempotencyKey })
      .from(ledger)
      .where(and(inArray(ledger.userId, userIds), inArray(ledger.idempotencyKey, keys)));
    for (const row of previous) seen.add(`${row.userId}:${row.key}`);
  }

  const rows: Array<typeof ledger.$inferInsert> = [];
  const deltas = new Map<number, bigint>();
  for (const change of changes) {
    const before = balances.get(change.userId);
    if (before === undefined) throw new Error(`用户不存在: ${change.userId}`);
    const key = change.idempotencyKey;
    if (key) {
      if (seen.has(`${change.userId}:${key}`)) continue;
      seen.add(`${change.userId}:${key}`);
    }
    const after = before + change.amountFen;
    if (after < 0n) throw new InsufficientBalanceError();
    balances.set(change.userId, after);
    deltas.set(change.userId, (deltas.get(change.userId) ?? 0n) + change.amountFen);
    rows.push({
      userId: change.userId,
      amount: change.amountFen,
      type: change.type,
      before,
      after,
      remark: change.remark ?? '',
      idempotencyKey: key ?? null,
    });
  }
  if (rows.length === 0) return [];

  const values = sql.join(
    [...deltas].map(([id, delta]) => sql`(${id}::int, ${delta.toString()}::bigint)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${users} set balance = ${users.balance} + v.delta from (values ${values}) as v(id, delta) where ${users.id} = v.id`,
  );
  const entries = await tx.insert(ledger).values(rows).returning();
  announceAfterCommit(tx, entries);
  return entries;
}
