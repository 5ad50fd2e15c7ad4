import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

export function md5Hex(payload: string | Buffer): string {
  return createHash('md5').update(payload).digest('hex');
}

/** Compares in constant time so a forged signature cannot be found byte by byte from timings. */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  // timingSafeEqual needs equal lengths; compare against itself to spend the same time, then fail.
  if (a.length !== b.length) {
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** The string a channel subscription signs: `socket_id:channel_name[:channel_data]`. */
export function channelAuthPayload(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

/** `key:signature`, the `auth` value pusher-js sends in `pusher:subscribe`. */
export function signChannel(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signature = hmacSha256Hex(credentials.secret, channelAuthPayload(socketId, channel, channelData));
  return `${credentials.key}:${signature}`;
}

export function verifyChannelAuth(
  credentials: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(signChannel(credentials, socketId, channel, channelData), auth);
}
