import { and, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../db/client';
import { ledger, users } from '../db/schema';
import { DomainError } from './errors';
import { domainEvent } from './events';
import { type LedgerTypeName, ledgerCategory } from './ledger-types';

export type LedgerEntry = typeof ledger.$inferSelect;

export interface BalanceChange {
  userId: number;
  /** Positive credits, negative debits; integer fen. */
  amountFen: bigint;
  /** What moved the money: one of ledger-types.ts (its category drives bills, reports and counters). */
  type: LedgerTypeName;
  remark?: string;
  /** The same key for the same user returns the first result and changes nothing again. */
  idempotencyKey?: string;
}

export class InsufficientBalanceError extends DomainError {
  constructor() {
    super(422, '余额不足');
  }
}

export class UnknownUserError extends DomainError {
  constructor() {
    super(404, '用户不存在');
  }
}

// Entries written inside a moneyTransaction, announced only once it has committed.
const pendingByTx = new WeakMap<Queryable, LedgerEntry[]>();

const ledgerCommitted = domainEvent<LedgerEntry>();

/** Called after commit for every ledger row written through moneyTransaction (the event bridge listens here). */
export const onLedgerCommitted = ledgerCommitted.on;

/**
 * A transaction that moves money: the caller's work and every changeBalance in it commit together,
 * and only then are the written ledger rows announced (a rolled-back change is never announced).
 */
export async function moneyTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const written: LedgerEntry[] = [];
  const followUps: AfterCommit[] = [];
  const result = await db.transaction((tx) => {
    pendingByTx.set(tx, written);
    afterCommitByTx.set(tx, followUps);
    return work(tx);
  });
  for (const entry of written) ledgerCommitted.emit(db, entry);
  for (const followUp of followUps) followUp(db);
  return result;
}

type AfterCommit = (db: Db) => void;
const afterCommitByTx = new WeakMap<Queryable, AfterCommit[]>();

/**
 * Work that must only happen once the caller's moneyTransaction has committed (telling listeners about facts
 * written in it); nothing runs after a rollback. Outside a moneyTransaction it is dropped.
 */
export function afterCommit(tx: Queryable, work: AfterCommit): void {
  afterCommitByTx.get(tx)?.push(work);
}

/** Queues ledger rows written in bulk (ledger-batch.ts) to be announced once their moneyTransaction commits. */
export function announceAfterCommit(tx: Queryable, entries: LedgerEntry[]): void {
  pendingByTx.get(tx)?.push(...entries);
}

/**
 * Takes the player's wallet lock up front. A transaction that writes rows referencing the user (orders,
 * bets) before its changeBalance must call this first: the foreign key's share lock would otherwise be
 * upgraded by changeBalance and two such transactions of one player deadlock.
 */
export async function lockWallet(tx: Queryable, userId: number): Promise<void> {
  const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!locked[0]) throw new UnknownUserError();
}

/**
 * The one way money moves: must run inside a transaction. Locks the user's row, refuses to go below zero,
 * writes one ledger row with before/after and updates the balance, all in the caller's transaction.
 */
export async function changeBalance(tx: Queryable, change: BalanceChange): Promise<LedgerEntry> {
  // Lock first: a concurrent request with the same key then sees the committed first entry below.
  const locked = await tx
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, change.userId))
    .for('update');
  const current = locked[0];
  if (!current) throw new UnknownUserError();

  if (change.idempotencyKey) {
    const previous = await tx
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, change.userId), eq(ledger.idempotencyKey, change.idempotencyKey)))
      .limit(1);
    if (previous[0]) return previous[0];
  }

  const before = current.balance;
  const after = before + change.amountFen;
  if (after < 0n) throw new InsufficientBalanceError();

  await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${change.amountFen}`, ...counterUpdates(change) })
    .where(eq(users.id, change.userId));
  const inserted = await tx
    .insert(ledger)
    .values({
      userId: change.userId,
      amount: change.amountFen,
      type: change.type,
      before,
      after,
      remark: change.remark ?? '',
      idempotencyKey: change.idempotencyKey ?? null,
    })
    .returning();
  const entry = inserted[0] as LedgerEntry;
  pendingByTx.get(tx)?.push(entry);
  return entry;
}

/**
 * The player counters that follow money by category: paid-in money adds to paysum and to the turnover still
 * required before a withdrawal (codingvolume, 1x the deposit). Stakes move no counter here: turnover counts
 * when a bet settles (valid-turnover.ts), so cancelling or voiding one has nothing to give back.
 */
function counterUpdates(change: BalanceChange) {
  if (ledgerCategory(change.type) !== 'deposit') return {};
  const fen = change.amountFen;
  return { paysum: sql`${users.paysum} + ${fen}`, codingvolume: sql`${users.codingvolume} + ${fen}` };
}

/** changeBalance in its own transaction, for callers that move nothing else. */
export function changeBalanceNow(db: Db, change: BalanceChange): Promise<LedgerEntry> {
  return moneyTransaction(db, (tx) => changeBalance(tx, change));
}

export function ledgerFor(db: Queryable, userId: number): Promise<LedgerEntry[]> {
  return db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(ledger.id);
}
