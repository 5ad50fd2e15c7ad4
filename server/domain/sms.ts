import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { smsCodes, users } from '../db/schema';
import { type Client, countersFor, SECRETS } from './auth/clients';
import { type Counter, guardedSecretCheck } from './auth/secret-guard';
import { rejectWith } from './errors';

const CODE_TTL_MS = 5 * 60_000;

/**
 * Stores a new code (valid 5 minutes) for the provider to deliver (sms-delivery/issue.ts) and for
 * `pnpm ops sms:last PHONE`.
 * How often a phone or an IP may ask is counted by the route's rate limits (http/rate-limits.ts), which
 * are atomic and shared by every node; the IP is kept for the record.
 */
export async function createSmsCode(db: Queryable, phone: string, type: string, ip: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({ phone, type, code, ip });
  return code;
}

const WRONG_CODE = '验证码错误或已过期';

const liveCodes = (phone: string, type: string) =>
  and(
    eq(smsCodes.phone, phone),
    eq(smsCodes.type, type),
    isNull(smsCodes.usedAt),
    gt(smsCodes.createdAt, new Date(Date.now() - CODE_TTL_MS)),
  );

export interface CodeGuess {
  phone: string;
  type: string;
  code: string;
}

/**
 * Checks a guess at a phone's code without using it up, and returns the code's id. Every unused code of the
 * phone and purpose is valid until it expires, so a stranger asking for a new one does not spoil the owner's.
 * Guesses are counted per code (phone and purpose) and client, whichever endpoint checks it, under the phone's
 * daily ceiling (domain/auth/clients.ts); `extra` adds an endpoint's own counters.
 */
export async function proveSmsCode(
  db: Queryable,
  guess: CodeGuess,
  client: Client,
  extra: readonly Counter[] = [],
): Promise<number> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, guess.phone)).limit(1);
  const account = { key: `${guess.type}:${guess.phone}`, ownerId: owner?.id };
  let matched: number | undefined;
  await guardedSecretCheck(db, [...countersFor(SECRETS.smsCode, account, client), ...extra], async () => {
    const [code] = await db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(liveCodes(guess.phone, guess.type), eq(smsCodes.code, guess.code)))
      .limit(1);
    matched = code?.id;
    return matched !== undefined;
  });
  if (matched === undefined) throw rejectWith(WRONG_CODE);
  return matched;
}

/**
 * Uses a proven code up, with every other live code of its phone and purpose (one proof, one use). Run it in
 * the transaction that acts on the proof; a concurrent use of the same code makes it fail.
 */
export async function useSmsCode(
  db: Queryable,
  codeId: number,
  guess: Omit<CodeGuess, 'code'>,
): Promise<void> {
  const used = await db
    .update(smsCodes)
    .set({ usedAt: new Date() })
    .where(liveCodes(guess.phone, guess.type))
    .returning({ id: smsCodes.id });
  if (!used.some((code) => code.id === codeId)) throw rejectWith(WRONG_CODE);
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
