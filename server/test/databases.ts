import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** Where the PostgreSQL half of the suite runs; each test file gets its own fresh database there. */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probe(): Promise<boolean> {
  const sql = postgres(POSTGRES_ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export const postgresAvailable = await probe();

if (!postgresAvailable) {
  if (process.env.REQUIRE_SERVICES === '1') {
    throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL is unreachable at ${POSTGRES_ADMIN_URL}`);
  }
  console.warn(
    `PostgreSQL unreachable at ${POSTGRES_ADMIN_URL}: PostgreSQL variants of the server tests are skipped`,
  );
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A uniquely named empty database, dropped (with any open connections) afterwards. */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const name = `server_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 1 });
    },
  };
}
