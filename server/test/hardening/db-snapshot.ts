import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Bookkeeping a refusal may write: failed secret checks (the lock-out counts them: login_failures, and
 * operators' failed sign-ins), the request an Idempotency-Key was first used for (as Stripe keeps it, so
 * the key cannot later name another request), the operator audit log (refused writes are recorded on
 * purpose) and an operator session's last use (touched by any signed-in request).
 */
export const REFUSALS_MAY_WRITE = [
  'login_failures',
  'idempotency_requests',
  'ops_audit',
  'operators',
  'operator_sessions',
];

export type Fingerprint = Map<string, string>;

async function tableNames(db: Db, ignored: readonly string[]): Promise<string[]> {
  const rows = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const list = Array.isArray(rows) ? rows : (rows as { rows: { name: string }[] }).rows;
  return list.map((row) => row.name).filter((name) => !ignored.includes(name));
}

/**
 * Row count and an order-independent content hash of every table (and so every balance): two equal
 * fingerprints mean nothing was inserted, updated or deleted in between. Tables are listed afresh each
 * time, so colleagues' new tables are covered too.
 */
export async function fingerprint(db: Db, ignored = REFUSALS_MAY_WRITE): Promise<Fingerprint> {
  const names = await tableNames(db, ignored);
  const union = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text as hash from "${name}" t`,
    )
    .join(' union all ');
  const result = await db.execute<{ name: string; hash: string }>(sql.raw(union));
  const rows = Array.isArray(result) ? result : (result as { rows: { name: string; hash: string }[] }).rows;
  return new Map(rows.map((row) => [row.name, row.hash]));
}

/** Names of the tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

async function lastTransactionId(db: Db): Promise<string> {
  const result = await db.execute<{ xmax: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  const rows = Array.isArray(result) ? result : (result as { rows: { xmax: string }[] }).rows;
  return rows[0]?.xmax ?? '';
}

/**
 * Watches the whole database between requests. Hashing every table is slow, and most refusals never
 * reach the database: when no transaction id was handed out in between, nothing can have been written,
 * so the tables are hashed only when one was (a rolled-back transaction also takes an id; its
 * tables then hash the same and count as unchanged).
 */
export class ChangeWatch {
  private xid = '';
  private state: Fingerprint = new Map();

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.xid = await lastTransactionId(this.db);
    this.state = await fingerprint(this.db);
  }

  /** Tables changed since the last call (or start). */
  async changed(): Promise<string[]> {
    const xid = await lastTransactionId(this.db);
    if (xid === this.xid) return [];
    const after = await fingerprint(this.db);
    const tables = changedTables(this.state, after);
    this.xid = xid;
    this.state = after;
    return tables;
  }
}
