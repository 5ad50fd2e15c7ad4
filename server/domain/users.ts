import { randomBytes } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { agentDomains, loginFailures, users } from '../db/schema';
import { DomainError, rejectWith } from './errors';
import { hashPassword, verifyPasswordOrDummy } from './passwords';
import type { UserRow } from './tokens';

const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 5;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export async function findUserByName(db: Queryable, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export interface NewUser {
  username: string;
  password: string;
  phone?: string | undefined;
  inviterId?: number | undefined;
  agentId?: number | undefined;
  isAgent?: boolean;
  agentCode?: string;
  inviteCode?: string;
  isMock?: boolean;
}

export async function createUser(db: Queryable, input: NewUser): Promise<UserRow> {
  if (await findUserByName(db, input.username)) throw rejectWith('用户名已存在');
  if (input.phone) {
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
    if (taken[0]) throw rejectWith('手机号已注册');
  }
  const rows = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      phone: input.phone ?? null,
      inviteCode: input.inviteCode ?? randomCode(6),
      inviterId: input.inviterId ?? null,
      agentId: input.agentId ?? null,
      isAgent: input.isAgent ? 1 : 0,
      agentCode: input.isAgent ? (input.agentCode ?? randomCode(6)) : null,
      isMock: input.isMock ? 1 : 0,
    })
    .returning();
  return rows[0] as UserRow;
}

/** What a locked check answers (429), by the secret it guards. */
export const LOCKED_MESSAGES = {
  login: '登录失败次数过多，请15分钟后再试',
  password: '密码错误次数过多，请15分钟后再试',
  paymentPassword: '支付密码错误次数过多，请15分钟后再试',
} as const;

/**
 * The lock-out counter of a secret. The login password is counted per username wherever it is checked
 * (login, profile and payment-password changes); the payment password per player.
 */
export const secretCounter = {
  loginPassword: (username: string) => username,
  paymentPassword: (userId: number) => `payment-password:${userId}`,
};

/**
 * Runs `check` (a password comparison) under a lock-out: 5 failures of one counter within 15 minutes lock
 * it (429 `lockedMessage`). Every attempt is written as a failure before the count is read, so concurrent
 * guesses see each other: a burst cannot have more than 5 checked. The rows go when the check passes, and a
 * refused attempt removes its own row (it does not extend the lock). Call it outside a transaction that may
 * roll back, or the failure would not count.
 */
export async function guardedSecretCheck(
  db: Queryable,
  counter: string,
  lockedMessage: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const [attempt] = await db
    .insert(loginFailures)
    .values({ username: counter })
    .returning({ id: loginFailures.id });
  const [recent] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, counter),
        gt(loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) > LOGIN_MAX_FAILURES) {
    if (attempt) await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
    throw new DomainError(429, lockedMessage);
  }
  const valid = await check();
  if (valid) await db.delete(loginFailures).where(eq(loginFailures.username, counter));
  return valid;
}

/** Checks a login; an unknown username costs the same scrypt work as a wrong password. */
export async function authenticate(db: Queryable, username: string, password: string): Promise<UserRow> {
  let user: UserRow | undefined;
  const valid = await guardedSecretCheck(
    db,
    secretCounter.loginPassword(username),
    LOCKED_MESSAGES.login,
    async () => {
      user = await findUserByName(db, username);
      return verifyPasswordOrDummy(password, user?.passwordHash);
    },
  );
  if (!user || !valid) throw rejectWith('用户名或密码错误');
  if (user.enabled !== 1) throw rejectWith('账号已被禁用');
  return user;
}

export async function inviterByCode(db: Queryable, inviteCode: string): Promise<UserRow> {
  const rows = await db.select().from(users).where(eq(users.inviteCode, inviteCode.toUpperCase())).limit(1);
  if (!rows[0]) throw rejectWith('邀请码无效');
  return rows[0];
}

export async function agentByCode(db: Queryable, agentCode: string): Promise<UserRow> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.agentCode, agentCode.toUpperCase()), eq(users.isAgent, 1)))
    .limit(1);
  if (!rows[0]) throw rejectWith('代理码无效');
  return rows[0];
}

export async function agentByDomain(db: Queryable, domain: string): Promise<UserRow> {
  const host = domain.trim().toLowerCase().replace(/:\d+$/, '');
  const rows = await db
    .select({ user: users })
    .from(agentDomains)
    .innerJoin(users, eq(users.id, agentDomains.agentId))
    .where(eq(agentDomains.domain, host))
    .limit(1);
  if (!rows[0]) throw rejectWith('域名未绑定代理');
  return rows[0].user;
}

/** Smart register names the account itself: `u` + the phone's last 8 digits + 3 random letters. */
export function generatedUsername(phone: string): string {
  return `u${phone.slice(-8)}${randomCode(3).toLowerCase()}`.replace(/[^a-z0-9]/gi, 'x');
}
