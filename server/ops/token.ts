import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const opsTokenFile = (dataDirectory: string) => join(dataDirectory, 'ops-token');

/** OPS_TOKEN wins; else the token saved in DATA_DIR/ops-token, created on first start. */
export function loadOrCreateOpsToken(env: NodeJS.ProcessEnv, dataDirectory: string): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const file = opsTokenFile(dataDirectory);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDirectory, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** What the CLI uses: never creates a token, the server does. */
export function readOpsToken(env: NodeJS.ProcessEnv, dataDirectory: string): string | null {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const file = opsTokenFile(dataDirectory);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
