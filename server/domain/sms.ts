import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { smsCodes } from '../db/schema';
import { rejectWith } from './errors';

const CODE_TTL_MS = 5 * 60_000;

/**
 * No SMS provider: the code is stored (and logged by the route) for `pnpm ops sms:last PHONE`.
 * How often a phone or an IP may ask is counted by the route's rate limits (http/rate-limits.ts), which
 * are atomic and shared by every node; the IP is kept for the record.
 */
export async function sendSmsCode(db: Queryable, phone: string, type: string, ip: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({ phone, type, code, ip });
  return code;
}

async function latestValid(db: Queryable, phone: string, type: string) {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.type, type),
        isNull(smsCodes.usedAt),
        gt(smsCodes.createdAt, new Date(Date.now() - CODE_TTL_MS)),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return rows[0];
}

/** Checks without using the code up (the verify endpoint); registration consumes it. */
export async function checkSmsCode(db: Queryable, phone: string, type: string, code: string): Promise<void> {
  const latest = await latestValid(db, phone, type);
  if (!latest || latest.code !== code) throw rejectWith('验证码错误或已过期');
}

export async function consumeSmsCode(
  db: Queryable,
  phone: string,
  type: string,
  code: string,
): Promise<void> {
  const latest = await latestValid(db, phone, type);
  if (!latest || latest.code !== code) throw rejectWith('验证码错误或已过期');
  await db.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, latest.id));
}

export async function lastSmsCode(db: Queryable, phone: string) {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return rows[0] ?? null;
}
