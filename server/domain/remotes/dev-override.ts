import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a dev override may last: a working day at most, so a forgotten link stops loading a laptop. */
export const DEV_OVERRIDE_MAX_HOURS = 24;

export interface DevOverride {
  remote: string;
  /** The mf-manifest.json of the team's dev server, e.g. http://localhost:3001/mf-manifest.json */
  url: string;
}

interface SignedFields {
  r: string;
  u: string;
  /** Expiry, ms since epoch. */
  e: number;
}

/** The signing key: derived from the per-install ops token, so it is never a constant and needs no new file. */
export const devOverrideSecret = (opsToken: string) =>
  createHmac('sha256', opsToken).update('remote-dev-override').digest();

const signatureOf = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A token naming one remote and the URL it loads from, valid until `expiresAt`. */
export function signDevOverride(secret: Buffer, override: DevOverride, expiresAt: Date): string {
  const fields: SignedFields = { r: override.remote, u: override.url, e: expiresAt.getTime() };
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The override a token carries, or null for anything this server did not sign, an expired token, or one
 * naming a remote it does not have. Never throws: a bad link shows the released remotes.
 */
export function readDevOverride(
  secret: Buffer,
  token: string | undefined,
  remotes: readonly string[],
  now = new Date(),
): DevOverride | null {
  if (!token || token.length > 4000) return null;
  const [payload = '', signature = '', extra] = token.split('.');
  if (extra !== undefined) return null;
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: Partial<SignedFields>;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SignedFields>;
  } catch {
    return null;
  }
  const { r, u, e } = fields;
  if (typeof r !== 'string' || typeof u !== 'string' || typeof e !== 'number') return null;
  if (e <= now.getTime() || !remotes.includes(r) || !isHttpUrl(u)) return null;
  return { remote: r, url: u };
}
