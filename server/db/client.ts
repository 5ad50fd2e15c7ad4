import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { ambientDb } from './ambient';
import { serverRoot } from './paths';
import { withPreparedStatements } from './prepared';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` for a throwaway in-memory database. */
  pgliteDir?: string;
  /** A PGlite data dump to start from (tests start from one migrated, seeded template). */
  pgliteTemplate?: Blob;
}

const migrationsFolder = resolve(serverRoot, 'db', 'migrations');

/** Opens the database and applies every pending migration (the same set for both engines). */
export async function createDb(options: DbOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(withPreparedStatements(client), { schema });
    await migratePostgres(db, { migrationsFolder });
    return { db: ambientDb(db as unknown as Db), kind: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {});
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: ambientDb(db as unknown as Db), kind: 'pglite', close: () => client.close() };
}

export function pgliteDirFor(dataDirectory: string): string {
  return join(dataDirectory, 'pglite');
}
