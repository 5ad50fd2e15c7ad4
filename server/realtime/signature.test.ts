import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hmacSha256Hex, signChannel, verifyChannelAuth } from './signature';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const credentials = { key: 'app-key', secret: 'app-secret' };

describe('channel signatures', () => {
  it('signs socket_id:channel_name[:channel_data] with HMAC-SHA256 as key:hex', () => {
    expect(signChannel(credentials, '123.456', 'private-user.1')).toBe(
      `app-key:${hmacSha256Hex('app-secret', '123.456:private-user.1')}`,
    );
    expect(signChannel(credentials, '123.456', 'presence-a', '{"user_id":"1"}')).toBe(
      `app-key:${hmacSha256Hex('app-secret', '123.456:presence-a:{"user_id":"1"}')}`,
    );
  });

  it('verifies with crypto.timingSafeEqual, including for wrong lengths', () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    const good = signChannel(credentials, '1.2', 'private-x');
    expect(verifyChannelAuth(credentials, good, '1.2', 'private-x')).toBe(true);
    expect(verifyChannelAuth(credentials, `${good.slice(0, -1)}0`, '1.2', 'private-x')).toBe(false);
    expect(verifyChannelAuth(credentials, 'app-key:short', '1.2', 'private-x')).toBe(false);
    expect(spy).toHaveBeenCalledTimes(3);
    expect(verifyChannelAuth(credentials, undefined, '1.2', 'private-x')).toBe(false);
    expect(verifyChannelAuth(credentials, good, '1.3', 'private-x')).toBe(false);
  });
});
