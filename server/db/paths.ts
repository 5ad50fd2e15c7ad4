import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
export const repoRoot = resolve(serverRoot, '..');

/**
 * Where PGlite data and the generated ops token live. Default `<repo>/.data` (git-ignored).
 * A relative DATA_DIR is taken from where the command was typed (pnpm sets INIT_CWD), so
 * `DATA_DIR=tmp pnpm start` in the repo root means `<repo>/tmp`, not `server/tmp`.
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DATA_DIR;
  if (!configured) return resolve(repoRoot, '.data');
  if (isAbsolute(configured)) return configured;
  return resolve(env.INIT_CWD ?? process.cwd(), configured);
}
