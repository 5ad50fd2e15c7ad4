import { isBuiltInRole, isPermission, type Permission, permissionsOf } from '@app/shared/ops';
import { and, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { operatorRoles, operators } from '../../db/schema';
import { DomainError, rejectWith } from '../errors';
import { hashPassword, verifyPasswordOrDummy } from '../passwords';
import { ipAllowed, isAllowListEntry } from './ip-allow';
import { issueOperatorToken, type OperatorRow, revokeAllOperatorSessions } from './sessions';
import { newTotpSecret, totpStep, totpUri } from './totp';

const MAX_FAILED_LOGINS = 5;
const LOCK_MS = 15 * 60_000;
/** One answer for an unknown name, a wrong password and a wrong code: a guesser learns nothing. */
export const LOGIN_REFUSED = '用户名、密码或验证码不正确';

export const operatorCount = async (db: Queryable) =>
  (await db.select({ n: count() }).from(operators))[0]?.n ?? 0;

export const ROOT_TOKEN_REFUSED =
  '根令牌只能用于创建第一个超级管理员（ops bootstrap），请以运营账号登录（ops login）';

/** The first 超级管理员, once: of two bootstraps at once, the table lock makes the second see the first. */
export function bootstrapOperator(db: Db, input: { username: string; password: string }) {
  return db.transaction(async (tx) => {
    await tx.execute('LOCK TABLE operators IN EXCLUSIVE MODE');
    if ((await operatorCount(tx)) > 0) throw new DomainError(403, ROOT_TOKEN_REFUSED);
    return createOperator(tx, { ...input, roles: ['super_admin'] });
  });
}

/** Every operator account, oldest first (the 超级管理员's list). */
export function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(operators.id);
}

export async function findOperator(db: Queryable, username: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operators).where(eq(operators.username, username)).limit(1);
  return row ?? null;
}

export async function operatorNamed(db: Queryable, username: string): Promise<OperatorRow> {
  const operator = await findOperator(db, username);
  if (!operator) throw new DomainError(404, '运营人员不存在');
  return operator;
}

/** Roles must be built-in ids or existing custom roles; permissions known ids; IPs valid. */
async function checkGrants(db: Queryable, roles: string[], permissions: string[], ips: string[]) {
  const custom = roles.filter((role) => !isBuiltInRole(role));
  if (custom.length) {
    const found = await db
      .select({ name: operatorRoles.name })
      .from(operatorRoles)
      .where(inArray(operatorRoles.name, custom));
    const missing = custom.find((role) => !found.some((row) => row.name === role));
    if (missing) throw rejectWith(`没有这个角色：${missing}`);
  }
  const unknown = permissions.find((permission) => !isPermission(permission));
  if (unknown) throw rejectWith(`没有这个权限：${unknown}`);
  const badIp = ips.find((ip) => !isAllowListEntry(ip));
  if (badIp) throw rejectWith(`IP 格式不正确：${badIp}`);
}

export interface NewOperator {
  username: string;
  password: string;
  displayName?: string;
  roles: string[];
  permissions?: string[];
  ipAllowList?: string[];
}

/** Creates an operator; its TOTP secret and otpauth URI are answered this once. */
export async function createOperator(db: Queryable, input: NewOperator) {
  const permissions = input.permissions ?? [];
  const ipAllowList = input.ipAllowList ?? [];
  await checkGrants(db, input.roles, permissions, ipAllowList);
  if (await findOperator(db, input.username)) throw rejectWith('运营人员用户名已存在');
  const totpSecret = newTotpSecret();
  const [operator] = await db
    .insert(operators)
    .values({
      username: input.username,
      displayName: input.displayName ?? input.username,
      passwordHash: await hashPassword(input.password),
      totpSecret,
      roles: input.roles,
      permissions,
      ipAllowList,
    })
    .returning();
  if (!operator) throw new DomainError(500);
  return { operator, totpSecret, otpauthUri: totpUri(operator.username, totpSecret) };
}

/** The operator's permissions: built-in roles, custom roles and own grants merged. */
export async function effectivePermissions(db: Queryable, operator: OperatorRow): Promise<Permission[]> {
  const custom = operator.roles.filter((role) => !isBuiltInRole(role));
  const rows = custom.length
    ? await db
        .select({ permissions: operatorRoles.permissions })
        .from(operatorRoles)
        .where(inArray(operatorRoles.name, custom))
    : [];
  return permissionsOf(operator.roles, [...operator.permissions, ...rows.flatMap((row) => row.permissions)]);
}

export interface LoginAttempt {
  username: string;
  password: string;
  totp: string;
  ip: string;
  userAgent: string;
}

const LOCKED = '登录失败次数过多，账号已锁定 15 分钟，请稍后再试';

/**
 * Counts a try before its password is checked, so parallel guesses cannot all pass a check made before any
 * of them failed: the try past the limit locks the account instead. Null when the account is locked.
 */
async function countTry(db: Queryable, operatorId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(operators)
    .set({ failedLogins: sql`${operators.failedLogins} + 1` })
    .where(
      and(eq(operators.id, operatorId), or(isNull(operators.lockedUntil), lte(operators.lockedUntil, now))),
    )
    .returning({ tries: operators.failedLogins });
  if (!row) return null;
  if (row.tries > MAX_FAILED_LOGINS) {
    await lockOperator(db, operatorId, now);
    return null;
  }
  return row.tries;
}

const lockOperator = (db: Queryable, operatorId: number, now: Date) =>
  db
    .update(operators)
    .set({ failedLogins: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
    .where(eq(operators.id, operatorId));

/** Password + TOTP sign-in: 5 wrong tries lock the account 15 minutes; a code is accepted once. */
export async function loginOperator(db: Queryable, attempt: LoginAttempt, now = new Date()) {
  const operator = await findOperator(db, attempt.username);
  const tries = operator && !operator.disabled ? await countTry(db, operator.id, now) : 0;
  if (tries === null) throw new DomainError(429, LOCKED);
  const passwordOk = await verifyPasswordOrDummy(attempt.password, operator?.passwordHash);
  if (!operator || operator.disabled) throw rejectWith(LOGIN_REFUSED);
  const step = passwordOk ? totpStep(operator.totpSecret, attempt.totp, now.getTime()) : null;
  // Accepting the step only when it is newer than the last one is atomic: a replayed code loses the race too.
  const accepted =
    step !== null &&
    (
      await db
        .update(operators)
        .set({ totpLastStep: step, failedLogins: 0, lockedUntil: null })
        .where(and(eq(operators.id, operator.id), lt(operators.totpLastStep, step)))
        .returning({ id: operators.id })
    ).length > 0;
  if (!accepted) {
    if (tries >= MAX_FAILED_LOGINS) await lockOperator(db, operator.id, now);
    throw rejectWith(LOGIN_REFUSED);
  }
  if (!ipAllowed(operator.ipAllowList, attempt.ip))
    throw new DomainError(403, `该 IP（${attempt.ip}）不在允许列表中`);
  return issueOperatorToken(db, operator.id, {
    kind: 'session',
    ip: attempt.ip,
    userAgent: attempt.userAgent,
  });
}

export interface OperatorChanges {
  roles?: string[];
  permissions?: string[];
  ipAllowList?: string[];
  displayName?: string;
  disabled?: boolean;
}

export async function updateOperator(db: Queryable, username: string, changes: OperatorChanges) {
  const operator = await operatorNamed(db, username);
  await checkGrants(db, changes.roles ?? [], changes.permissions ?? [], changes.ipAllowList ?? []);
  const [updated] = await db
    .update(operators)
    .set({
      ...(changes.roles ? { roles: changes.roles } : {}),
      ...(changes.permissions ? { permissions: changes.permissions } : {}),
      ...(changes.ipAllowList ? { ipAllowList: changes.ipAllowList } : {}),
      ...(changes.displayName ? { displayName: changes.displayName } : {}),
      ...(changes.disabled === undefined ? {} : { disabled: changes.disabled ? 1 : 0 }),
    })
    .where(eq(operators.id, operator.id))
    .returning();
  if (!updated) throw new DomainError(500);
  if (changes.disabled) await revokeAllOperatorSessions(db, operator.id);
  return { before: operator, after: updated };
}

/** Lifts a sign-in lockout early (the 超级管理员 checked who is asking): the count of tries starts again. */
export async function unlockOperator(db: Queryable, username: string) {
  const operator = await operatorNamed(db, username);
  await db.update(operators).set({ failedLogins: 0, lockedUntil: null }).where(eq(operators.id, operator.id));
  return operator;
}

/** A new TOTP secret (lost phone): every session ends, the new secret and URI are answered once. */
export async function resetOperatorTotp(db: Queryable, username: string) {
  const operator = await operatorNamed(db, username);
  const totpSecret = newTotpSecret();
  await db.update(operators).set({ totpSecret, totpLastStep: 0 }).where(eq(operators.id, operator.id));
  await revokeAllOperatorSessions(db, operator.id);
  return { username: operator.username, totpSecret, otpauthUri: totpUri(operator.username, totpSecret) };
}

/** What the API answers about an operator: never its hash or TOTP secret. */
export const operatorView = (operator: OperatorRow) => ({
  id: operator.id,
  username: operator.username,
  display_name: operator.displayName,
  roles: operator.roles,
  permissions: operator.permissions,
  ip_allow_list: operator.ipAllowList,
  disabled: operator.disabled === 1,
  locked_until: operator.lockedUntil?.toISOString() ?? null,
  created_at: operator.createdAt.toISOString(),
});
