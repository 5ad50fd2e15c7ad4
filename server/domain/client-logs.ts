import { and, count, desc, eq, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientLogs } from '../db/schema';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_CATEGORIES = ['app', 'console', 'network'] as const;
type LogCategory = (typeof LOG_CATEGORIES)[number];

export interface UploadedLog {
  level: LogLevel;
  message: string;
  timestamp: number;
  category: LogCategory;
  data?: unknown;
}

export interface DeviceInfo {
  platform: string;
  system: string;
  version: string;
  timestamp: number;
}

/** The views of SPEC 7 Logs: everything, one level, iOS uploads, network failures, errors. */
export interface LogFilter {
  level?: LogLevel;
  platform?: string;
  category?: string;
}

type LogRow = typeof clientLogs.$inferSelect;

export async function saveLogs(db: Db, userId: number, logs: UploadedLog[], device: DeviceInfo) {
  if (logs.length === 0) return 0;
  await db.insert(clientLogs).values(
    logs.map((log) => ({
      userId,
      level: log.level,
      category: log.category,
      message: log.message,
      data: log.data ?? null,
      loggedAt: new Date(log.timestamp),
      platform: device.platform,
      system: device.system,
      version: device.version,
    })),
  );
  return logs.length;
}

function whereOf(userId: number, filter: LogFilter): SQL | undefined {
  return and(
    eq(clientLogs.userId, userId),
    filter.level ? eq(clientLogs.level, filter.level) : undefined,
    filter.platform ? eq(clientLogs.platform, filter.platform) : undefined,
    filter.category ? eq(clientLogs.category, filter.category) : undefined,
  );
}

export function logJson(row: LogRow) {
  return {
    id: row.id,
    // Rows are written only by saveLogs, whose upload schema admits these values alone.
    level: row.level as LogLevel,
    category: row.category as LogCategory,
    message: row.message,
    data: row.data ?? null,
    timestamp: row.loggedAt.toISOString(),
    platform: row.platform,
    system: row.system,
    version: row.version,
    uploaded_at: row.createdAt.toISOString(),
  };
}

/** Newest first, `{ list, total, page, per_page }` like every paged list of the server. */
export async function listLogs(
  db: Db,
  userId: number,
  filter: LogFilter,
  paging: { page: number; perPage: number },
) {
  const where = whereOf(userId, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(clientLogs)
      .where(where)
      .orderBy(desc(clientLogs.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ total: count() }).from(clientLogs).where(where),
  ]);
  return { list: rows.map(logJson), total: totals?.total ?? 0, page: paging.page, per_page: paging.perPage };
}

export async function logStats(db: Db, userId: number) {
  const mine = eq(clientLogs.userId, userId);
  const [byLevel, [network], [ios], [latest]] = await Promise.all([
    db
      .select({ level: clientLogs.level, total: count() })
      .from(clientLogs)
      .where(mine)
      .groupBy(clientLogs.level),
    db
      .select({ total: count() })
      .from(clientLogs)
      .where(whereOf(userId, { category: 'network' })),
    db
      .select({ total: count() })
      .from(clientLogs)
      .where(whereOf(userId, { platform: 'ios' })),
    db
      .select({ at: max(clientLogs.createdAt) })
      .from(clientLogs)
      .where(mine),
  ]);
  const by_level = Object.fromEntries(LOG_LEVELS.map((level) => [level, 0])) as Record<LogLevel, number>;
  for (const row of byLevel) if (row.level in by_level) by_level[row.level as LogLevel] = row.total;
  return {
    total: Object.values(by_level).reduce((sum, value) => sum + value, 0),
    by_level,
    errors: by_level.error,
    network: network?.total ?? 0,
    ios: ios?.total ?? 0,
    last_upload_at: latest?.at ? new Date(latest.at).toISOString() : null,
  };
}

/** Oldest first, as a plain text file: one line per entry. Capped so an export stays a sane download. */
export async function exportLogs(db: Db, userId: number, filter: LogFilter, limit = 10_000): Promise<string> {
  const rows = await db
    .select()
    .from(clientLogs)
    .where(whereOf(userId, filter))
    .orderBy(desc(clientLogs.id))
    .limit(limit);
  return rows
    .reverse()
    .map((row) => {
      const data = row.data === null ? '' : ` ${JSON.stringify(row.data)}`;
      const device = `${row.platform}/${row.system}/${row.version}`;
      return `${row.loggedAt.toISOString()} [${row.level.toUpperCase()}] [${row.category}] (${device}) ${row.message}${data}`;
    })
    .join('\n');
}

export async function deleteLogs(db: Db, userId: number): Promise<number> {
  const removed = await db
    .delete(clientLogs)
    .where(eq(clientLogs.userId, userId))
    .returning({ id: clientLogs.id });
  return removed.length;
}
