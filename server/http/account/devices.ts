import { createHmac, randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Visitor } from '../../domain/auth/clients';

/** One cookie per account the browser signed in to: `device_<user id>` = signed `<user id>.<device id>`. */
const COOKIE_PREFIX = 'device_';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The key that signs device cookies: derived from the per-install ops token, never a constant. */
export const deviceCookieSecret = (opsToken: string) =>
  createHmac('sha256', opsToken).update('device-cookie').digest('hex');

/**
 * The client a visitor's attempt is counted as: the address (IPv6 by its /64, which one client owns) and the
 * device ids this browser was given by accounts it proved a secret to. A cookie copied to another account's
 * name fails its signature or its account check and is ignored.
 */
export function visitorOf(request: FastifyRequest): Visitor {
  const devices = new Map<number, string>();
  for (const [name, raw] of Object.entries(request.cookies ?? {})) {
    if (!name.startsWith(COOKIE_PREFIX) || !raw) continue;
    const unsigned = request.unsignCookie(raw);
    const [owner, device] = unsigned.valid && unsigned.value ? unsigned.value.split('.') : [];
    if (device && owner === name.slice(COOKIE_PREFIX.length)) devices.set(Number(owner), device);
  }
  return { ip: normalizeIP(request.ip), devices };
}

/**
 * After a right password or reset code (or a new account), this browser is remembered for the account: its
 * later attempts are counted by device, outside the account's ceiling that strangers can fill. HttpOnly
 * (page scripts never see it), SameSite=Strict, only sent to the API.
 */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const device = visitorOf(request).devices.get(userId) ?? randomBytes(16).toString('base64url');
  reply.setCookie(`${COOKIE_PREFIX}${userId}`, `${userId}.${device}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/api/',
    maxAge: MAX_AGE_SECONDS,
  });
}
