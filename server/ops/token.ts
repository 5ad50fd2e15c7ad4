import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const opsTokenFile = (dataDirectory: string) => join(dataDirectory, 'ops-token');
export const operatorSessionFile = (dataDirectory: string) => join(dataDirectory, 'ops-session');

/**
 * The root secret: OPS_ROOT_TOKEN wins; else DATA_DIR/ops-token, created on first start. It bootstraps the
 * first 超级管理员 only (and keys the device cookies and the demo gateway's signature).
 */
export function loadOrCreateOpsToken(env: NodeJS.ProcessEnv, dataDirectory: string): string {
  if (env.OPS_ROOT_TOKEN) return env.OPS_ROOT_TOKEN;
  const file = opsTokenFile(dataDirectory);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDirectory, { recursive: true });
  const token = randomBytes(24).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

/** What `ops bootstrap` sends: never creates a root token, the server does. */
export function readRootToken(env: NodeJS.ProcessEnv, dataDirectory: string): string | null {
  if (env.OPS_ROOT_TOKEN) return env.OPS_ROOT_TOKEN;
  const file = opsTokenFile(dataDirectory);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** The operator token every other command sends: OPS_TOKEN (an API token) wins over `ops login`'s session. */
export function readOperatorToken(env: NodeJS.ProcessEnv, dataDirectory: string): string | null {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const file = operatorSessionFile(dataDirectory);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

export function saveOperatorSession(dataDirectory: string, token: string): void {
  mkdirSync(dataDirectory, { recursive: true });
  writeFileSync(operatorSessionFile(dataDirectory), `${token}\n`, { mode: 0o600 });
}

export const clearOperatorSession = (dataDirectory: string) =>
  rmSync(operatorSessionFile(dataDirectory), { force: true });
