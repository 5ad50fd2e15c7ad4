import type { SQL } from 'drizzle-orm';
import type { Queryable } from './client';

/** The rows of a raw statement: PGlite answers `execute` with `{ rows }`, postgres-js with the rows themselves. */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}
