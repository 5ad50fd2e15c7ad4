// Remote failures reported by players' browsers (shell/src/remotes/reporter.ts), kept for the team that
// deployed the remote: `pnpm ops remotes:errors --since 10m` groups them per remote, build and kind.
import { desc, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { remoteErrors } from '../../db/schema';

export interface RemoteErrorInput {
  remote: string;
  kind: string;
  message: string;
  url: string;
  build_id: string;
  shared: Record<string, string>;
}

export async function storeRemoteErrors(
  db: Db,
  userId: number | null,
  errors: RemoteErrorInput[],
): Promise<void> {
  if (errors.length === 0) return;
  await db.insert(remoteErrors).values(
    errors.map((error) => ({
      remote: error.remote,
      kind: error.kind,
      message: error.message,
      url: error.url,
      buildId: error.build_id,
      shared: error.shared,
      userId,
    })),
  );
}

export interface RemoteErrorGroup {
  remote: string;
  build_id: string;
  url: string;
  kind: string;
  count: number;
  players: number;
  last_at: string;
  last_message: string;
}

/** Reports since the given time, one row per remote, build, URL and kind, the most frequent first. */
export async function remoteErrorSummary(db: Db, since: Date): Promise<RemoteErrorGroup[]> {
  const rows = await db
    .select({
      remote: remoteErrors.remote,
      buildId: remoteErrors.buildId,
      url: remoteErrors.url,
      kind: remoteErrors.kind,
      count: sql<number>`count(*)::int`,
      players: sql<number>`count(distinct ${remoteErrors.userId})::int`,
      lastAt: sql<string>`max(${remoteErrors.createdAt})`,
      lastMessage: sql<string>`(array_agg(${remoteErrors.message} order by ${remoteErrors.id} desc))[1]`,
    })
    .from(remoteErrors)
    .where(gte(remoteErrors.createdAt, since))
    .groupBy(remoteErrors.remote, remoteErrors.buildId, remoteErrors.url, remoteErrors.kind)
    .orderBy(desc(sql`count(*)`));
  return rows.map((row) => ({
    remote: row.remote,
    build_id: row.buildId,
    url: row.url,
    kind: row.kind,
    count: row.count,
    players: row.players,
    last_at: new Date(row.lastAt).toISOString(),
    last_message: row.lastMessage,
  }));
}
