import { describe, expect, it } from 'vitest';
import { devOverrideSecret, readDevOverride, signDevOverride } from './dev-override';

const secret = devOverrideSecret('a-per-install-random-ops-token');
const remotes = ['mfe_sports', 'mfe_social'];
const override = { remote: 'mfe_sports', url: 'http://localhost:3001/mf-manifest.json' };
const inAnHour = new Date(Date.now() + 3_600_000);

describe('dev overrides', () => {
  it('reads back what this server signed, until it expires', () => {
    const token = signDevOverride(secret, override, inAnHour);
    expect(readDevOverride(secret, token, remotes)).toEqual(override);
    expect(readDevOverride(secret, token, remotes, new Date(inAnHour.getTime() + 1))).toBeNull();
  });

  it('ignores a token signed by another install, a changed payload or signature, and junk', () => {
    const token = signDevOverride(secret, override, inAnHour);
    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ r: 'mfe_sports', u: 'https://evil.example/mf-manifest.json', e: inAnHour.getTime() }),
    ).toString('base64url');
    const elsewhere = signDevOverride(devOverrideSecret('another-install'), override, inAnHour);
    for (const bad of [
      elsewhere,
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}.${signature}.x`,
      payload,
      '',
      undefined,
      '...',
      'x'.repeat(5000),
    ]) {
      expect(readDevOverride(secret, bad, remotes), String(bad).slice(0, 40)).toBeNull();
    }
  });

  it('ignores a signed token naming a remote this server has not, or a URL that is not http(s)', () => {
    const unknown = signDevOverride(secret, { ...override, remote: 'mfe_casino' }, inAnHour);
    const script = signDevOverride(secret, { ...override, url: 'javascript:alert(1)' }, inAnHour);
    expect(readDevOverride(secret, unknown, remotes)).toBeNull();
    expect(readDevOverride(secret, script, remotes)).toBeNull();
  });
});
