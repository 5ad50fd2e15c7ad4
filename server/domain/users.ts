import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { agentDomains, users } from '../db/schema';
import { countersFor, SECRETS, type Visitor } from './auth/clients';
import { guardedSecretCheck } from './auth/secret-guard';
import { rejectWith } from './errors';
import { hashPassword, verifyPasswordOrDummy } from './passwords';
import type { UserRow } from './tokens';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

export async function findUserByName(db: Queryable, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return rows[0];
}

/** Several players in one read (a batch of balance announcements). */
export function findUsersByIds(db: Queryable, ids: number[]): Promise<UserRow[]> {
  return db.select().from(users).where(inArray(users.id, ids));
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

/** A phone as players type it (SPEC 5: 1[3-9] and 9 digits); usernames start with a letter, so never one. */
const PHONE = /^1[3-9]\d{9}$/;

/** The account a sign-in name names: a username, or the phone bound to an account. */
export async function findUserBySignInName(db: Queryable, name: string): Promise<UserRow | undefined> {
  const column = PHONE.test(name) ? users.phone : users.username;
  const rows = await db.select().from(users).where(eq(column, name)).limit(1);
  return rows[0];
}

/**
 * Checks a login by username or bound phone, counted per account and client (domain/auth/clients.ts). An
 * unknown name costs the same lookup, counters and scrypt work as a wrong password, so neither the answer
 * nor its time tells which names or phones have an account.
 */
export async function authenticate(
  db: Queryable,
  name: string,
  password: string,
  client: Visitor,
): Promise<UserRow> {
  const user = await findUserBySignInName(db, name);
  const account = user ? { key: `user:${user.id}`, ownerId: user.id } : { key: `name:${name.toLowerCase()}` };
  const valid = await guardedSecretCheck(db, countersFor(SECRETS.login, account, client), () =>
    verifyPasswordOrDummy(password, user?.passwordHash),
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

/** Every host name bound to an agent, as stored (the host allow list admits them). */
export async function agentDomainNames(db: Queryable): Promise<string[]> {
  const rows = await db.select({ domain: agentDomains.domain }).from(agentDomains);
  return rows.map((row) => row.domain);
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

/** Disables (0) or enables (1) a player's account; ending their sessions is the caller's next step. */
export async function setPlayerEnabled(db: Queryable, userId: number, enabled: 0 | 1): Promise<void> {
  await db.update(users).set({ enabled }).where(eq(users.id, userId));
}
