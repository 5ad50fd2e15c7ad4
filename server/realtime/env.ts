import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RealtimeOptions } from './index';

const APP_ID = 'betting-app';
const MIN_SECRET_LENGTH = 16;

interface Credentials {
  key: string;
  secret: string;
}

export const realtimeCredentialsFile = (dataDirectory: string) => join(dataDirectory, 'realtime-credentials');

const randomCredentials = (): Credentials => ({
  key: randomBytes(12).toString('hex'),
  secret: randomBytes(32).toString('base64url'),
});

/** The key every node must agree on too: PUSHER_KEY, else derived from the shared secret (the key is public). */
const keyFor = (secret: string, env: NodeJS.ProcessEnv) =>
  env.PUSHER_KEY || createHmac('sha256', secret).update('pusher-key').digest('hex').slice(0, 24);

function loadOrCreate(dataDirectory: string): Credentials {
  const file = realtimeCredentialsFile(dataDirectory);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Credentials;
  mkdirSync(dataDirectory, { recursive: true });
  const credentials = randomCredentials();
  writeFileSync(file, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
  return credentials;
}

/**
 * Realtime options from PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and REDIS_URL. Never a constant secret:
 * PUSHER_SECRET (at least 16 characters, not the key) wins; else the per-install key and secret saved in
 * `DATA_DIR/realtime-credentials` (created on first start, like the ops token); without a data folder
 * (tests, benches) a random pair for this process. Nodes sharing REDIS_URL must share the secret: the same
 * DATA_DIR, or the same PUSHER_SECRET.
 */
export function realtimeOptionsFromEnv(env: NodeJS.ProcessEnv, dataDirectory?: string): RealtimeOptions {
  const configured = env.PUSHER_SECRET;
  let credentials: Credentials;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`PUSHER_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    credentials = { key: keyFor(configured, env), secret: configured };
    if (credentials.key === configured) throw new Error('PUSHER_SECRET must not be the public PUSHER_KEY');
  } else {
    const stored = dataDirectory ? loadOrCreate(dataDirectory) : randomCredentials();
    credentials = { ...stored, key: env.PUSHER_KEY || stored.key };
  }
  return {
    appId: env.PUSHER_APP_ID || APP_ID,
    ...credentials,
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
  };
}
