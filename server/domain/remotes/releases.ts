// Which release of each remote players get: every switch of a manifest URL goes through here, with its
// pre-flight result, and is kept as history, so `pnpm ops remotes:history` lists what was live when and
// `remotes:rollback` returns to any earlier release that is still served.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { remoteReleases } from '../../db/schema';
import { type ConfigValue, readConfig, writeConfig } from '../config';
import type { PreflightCheck } from './preflight';

/** What the shell's build publishes about its shared singletons (PublishSharedVersions in shared/build/host.ts). */
const SHARED_VERSIONS_FILE = 'federation-shared.json';

export type ReleaseAction = 'initial' | 'set' | 'config' | 'deploy' | 'rollback';

export interface ReleaseRow {
  id: number;
  remote: string;
  url: string;
  build_id: string;
  action: string;
  forced: boolean;
  created_at: string;
}

/** Shared package -> version the deployed shell provides; null when the shell has no build. */
export async function shellProvides(appsRoot: string): Promise<Record<string, string> | null> {
  try {
    const text = await readFile(join(appsRoot, 'shell', 'dist', SHARED_VERSIONS_FILE), 'utf8');
    const parsed = JSON.parse(text) as { shared?: Record<string, string> };
    return parsed.shared ?? null;
  } catch {
    return null;
  }
}

interface SwitchInput {
  remote: string;
  url: string;
  /** The URL players got until now: kept as the first history row, so the first switch can be rolled back. */
  currentUrl: string;
  buildId: string;
  action: Exclude<ReleaseAction, 'initial'>;
  checks: PreflightCheck[] | null;
}

/** Points players at a new manifest URL (config key `remotes`) and records the switch, in one transaction. */
export async function switchRemote(db: Db, input: SwitchInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: remoteReleases.id })
      .from(remoteReleases)
      .where(eq(remoteReleases.remote, input.remote))
      .limit(1);
    if (!known) {
      await tx
        .insert(remoteReleases)
        .values({ remote: input.remote, url: input.currentUrl, action: 'initial' });
    }
    const configured = await readConfig(tx, 'remotes');
    const remotes =
      configured && typeof configured === 'object' && !Array.isArray(configured) ? { ...configured } : {};
    await writeConfig(tx, 'remotes', { ...remotes, [input.remote]: input.url } as ConfigValue);
    await tx.insert(remoteReleases).values({
      remote: input.remote,
      url: input.url,
      buildId: input.buildId,
      action: input.action,
      checks: input.checks,
    });
  });
}

const toRow = (row: typeof remoteReleases.$inferSelect): ReleaseRow => ({
  id: row.id,
  remote: row.remote,
  url: row.url,
  build_id: row.buildId,
  action: row.action,
  forced: row.checks === null && row.action !== 'initial',
  created_at: row.createdAt.toISOString(),
});

/** Newest first; of one remote, or of all. */
export async function releaseHistory(db: Db, remote?: string, limit = 50): Promise<ReleaseRow[]> {
  const rows = await db
    .select()
    .from(remoteReleases)
    .where(remote ? eq(remoteReleases.remote, remote) : undefined)
    .orderBy(desc(remoteReleases.id))
    .limit(limit);
  return rows.map(toRow);
}

/**
 * The releases a rollback walks back through: history replayed as a stack, where a switch pushes and a
 * rollback pops back to the release it returned to. So rolling back twice after v1 -> v2 -> v3 reaches v1,
 * never v3 again.
 */
function releaseStack(
  rows: Array<typeof remoteReleases.$inferSelect>,
): Array<typeof remoteReleases.$inferSelect> {
  const stack: Array<typeof remoteReleases.$inferSelect> = [];
  for (const row of rows) {
    const back = row.action === 'rollback' ? stack.findLastIndex((kept) => kept.url === row.url) : -1;
    if (back >= 0) stack.length = back + 1;
    else stack.push(row);
  }
  return stack;
}

/** The release to roll back to: the given history id, else the one before the live release. */
export async function rollbackTarget(
  db: Db,
  remote: string,
  currentUrl: string,
  id?: number,
): Promise<ReleaseRow | null> {
  if (id !== undefined) {
    const [row] = await db
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.id, id)));
    return row ? toRow(row) : null;
  }
  const rows = await db
    .select()
    .from(remoteReleases)
    .where(eq(remoteReleases.remote, remote))
    .orderBy(asc(remoteReleases.id));
  const stack = releaseStack(rows);
  while (stack.length > 0 && stack[stack.length - 1]?.url === currentUrl) stack.pop();
  const previous = stack[stack.length - 1];
  return previous ? toRow(previous) : null;
}
