import type { Db } from '../db/client';

/** What every route plugin receives from buildApp. */
export interface RouteDeps {
  db: Db;
  opsToken: string;
  env: NodeJS.ProcessEnv;
}
