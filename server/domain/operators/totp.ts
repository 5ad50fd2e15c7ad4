import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = '平台运营';

const totpOf = (username: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A fresh random TOTP secret (160 bits, base32) for an authenticator app. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (username: string, secret: string) => totpOf(username, secret).toString();

/** The current code (the demo banner's e2e harness and tests sign in with it). */
export const totpCode = (secret: string, now = Date.now()) => totpOf('', secret).generate({ timestamp: now });

/** The time step a code belongs to when it is valid now (±1 step of clock drift), else null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf('', secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
