import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client';
import { seed } from '../sim/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Vitest global setup: PGlite start-up (initdb, migrations, seed) costs seconds, so it happens once
 * and every test file starts its own in-memory database from this dump instead.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await createDb({ pgliteDir: 'memory://' });
  await seed(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const path = join(tmpdir(), `server-pglite-template-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  return () => rm(path, { force: true });
}

export async function loadTemplate(path: string): Promise<Blob> {
  return new Blob([await readFile(path)]);
}
