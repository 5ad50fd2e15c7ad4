import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, like, lte, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { opsAudit } from '../../db/schema';

export type AuditRow = typeof opsAudit.$inferSelect;
export type AuditEntry = Omit<AuditRow, 'id' | 'prevHash' | 'hash'>;

/** JSON with object keys sorted at every level: jsonb reorders keys, the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const hashOf = (prevHash: string, entry: AuditEntry) =>
  createHash('sha256')
    .update(prevHash + canonicalJson({ ...entry, at: entry.at.toISOString() }))
    .digest('hex');

const entryOf = ({ id: _id, prevHash: _prev, hash: _hash, ...entry }: AuditRow): AuditEntry => entry;

/** Appends one row to the chain; the table lock keeps concurrent writers (and nodes) on one chain. */
export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ops_audit IN SHARE ROW EXCLUSIVE MODE`);
    const [last] = await tx
      .select({ hash: opsAudit.hash })
      .from(opsAudit)
      .orderBy(desc(opsAudit.id))
      .limit(1);
    const prevHash = last?.hash ?? '';
    // jsonb keeps what JSON keeps: stored values read back the same, so the hash recomputes.
    const stored = { ...entry, before: roundTrip(entry.before), after: roundTrip(entry.after) };
    await tx.insert(opsAudit).values({ ...stored, prevHash, hash: hashOf(prevHash, stored) });
  });
}

const roundTrip = (value: unknown) =>
  value === undefined || value === null
    ? null
    : JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));

/** The first row whose link or hash does not match (changed, removed or inserted rows), else null. */
export async function verifyAudit(db: Queryable): Promise<{ checked: number; broken: AuditRow | null }> {
  let prevHash = '';
  let after = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(opsAudit)
      .where(gt(opsAudit.id, after))
      .orderBy(asc(opsAudit.id))
      .limit(500);
    for (const row of rows) {
      if (row.prevHash !== prevHash || row.hash !== hashOf(prevHash, entryOf(row)))
        return { checked, broken: row };
      prevHash = row.hash;
      checked += 1;
    }
    const last = rows.at(-1);
    if (!last) return { checked, broken: null };
    after = last.id;
  }
}

export interface AuditFilter {
  operator?: string;
  target?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Newest first, `perPage` rows of page `page` (1-based). */
export function searchAudit(db: Queryable, filter: AuditFilter, page = 1, perPage = 50) {
  return db
    .select()
    .from(opsAudit)
    .where(
      and(
        filter.operator ? eq(opsAudit.operatorUsername, filter.operator) : undefined,
        filter.target ? eq(opsAudit.target, filter.target) : undefined,
        filter.action ? like(opsAudit.action, `%${escapeLike(filter.action)}%`) : undefined,
        filter.from ? gte(opsAudit.at, filter.from) : undefined,
        filter.to ? lte(opsAudit.at, filter.to) : undefined,
      ),
    )
    .orderBy(desc(opsAudit.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

export const auditView = (row: AuditRow) => ({
  id: row.id,
  operator_id: row.operatorId,
  operator: row.operatorUsername,
  roles: row.roles,
  at: row.at.toISOString(),
  ip: row.ip,
  request_id: row.requestId,
  action: row.action,
  label: row.label,
  target: row.target,
  status: row.status,
  before: row.before,
  after: row.after,
  hash: row.hash,
});

const CSV_COLUMNS = [
  'id',
  'at',
  'operator',
  'roles',
  'ip',
  'request_id',
  'action',
  'label',
  'target',
  'status',
  'before',
  'after',
  'hash',
] as const;

/** RFC 4180 quoting; a leading = + - @ is prefixed with ' so a spreadsheet never runs a cell as a formula. */
function csvCell(value: unknown): string {
  let text =
    typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(rows: AuditRow[]): string {
  const lines = rows.map((row) => {
    const view = auditView(row) as Record<string, unknown>;
    return CSV_COLUMNS.map((column) => csvCell(view[column])).join(',');
  });
  return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}
