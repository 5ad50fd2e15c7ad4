import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the database, the ops token and the realtime secret: only the server's user may read it.
 * Before, PGlite's files were 0666 (a local user read live reset codes from the WAL). The process umask keeps
 * what the server creates from now on private (folders 0700, files 0600), and DATA_DIR itself is made 0700
 * and what an older install left is repaired. Call it before the database opens.
 */
export function makeDataDirPrivate(dataDirectory: string): void {
  process.umask(0o077);
  mkdirSync(dataDirectory, { recursive: true, mode: 0o700 });
  restrictDataDir(dataDirectory);
}

/**
 * Folders 0700, files 0600. Also needed once the database has opened: PGlite's first start copies its initial
 * files in with an explicit 0666 whatever the umask (DATA_DIR's 0700 kept other users out meanwhile).
 * Symbolic links are left alone: chmod would follow them out of DATA_DIR.
 */
export function restrictDataDir(directory: string): void {
  chmodSync(directory, 0o700);
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) restrictDataDir(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
