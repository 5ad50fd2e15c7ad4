import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures, users } from '../db/schema';
import { rejectWith } from './errors';
import { isUniqueViolation } from './finance/common';
import { hashPassword, verifyPassword } from './passwords';
import { consumeSmsCode, sendSmsCode } from './sms';
import { revokeAllTokens, revokeOtherTokens, type UserRow } from './tokens';
import { findUserById, guardedSecretCheck, LOCKED_MESSAGES, secretCounter } from './users';

/** The login password, counted with login's own failures wherever it is asked for. */
const loginPasswordMatches = (db: Db, user: UserRow, password: string) =>
  guardedSecretCheck(db, secretCounter.loginPassword(user.username), LOCKED_MESSAGES.password, () =>
    verifyPassword(password, user.passwordHash),
  );

/** Changes the fields given (nickname, avatar, email); returns the player as saved. */
export async function updateProfile(
  db: Db,
  user: UserRow,
  changes: { nickname?: string | undefined; avatar?: string | undefined; email?: string | undefined },
): Promise<UserRow> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  if (Object.keys(set).length > 0) await db.update(users).set(set).where(eq(users.id, user.id));
  return (await findUserById(db, user.id)) ?? user;
}

/**
 * A new login password, proven by the old one; every other session of the player ends (their token ids are
 * returned so their sockets can be closed too).
 */
export async function changeLoginPassword(
  db: Db,
  session: { user: UserRow; tokenId: number },
  passwords: { old: string; new: string },
): Promise<number[]> {
  const { user, tokenId } = session;
  if (!(await loginPasswordMatches(db, user, passwords.old))) throw rejectWith('原密码错误');
  const passwordHash = await hashPassword(passwords.new);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return revokeOtherTokens(tx, user.id, tokenId);
  });
}

/**
 * Sets the payment password. Replacing an existing one needs proof: the old one (counted against guessing)
 * or the login password; a first one needs the login password when it is given.
 */
export async function setPaymentPassword(
  db: Db,
  user: UserRow,
  input: { password: string; old_password?: string | undefined; login_password?: string | undefined },
): Promise<void> {
  const { password, old_password, login_password } = input;
  if (user.paymentPasswordHash) {
    const hash = user.paymentPasswordHash;
    const proven =
      (old_password !== undefined &&
        (await guardedSecretCheck(
          db,
          secretCounter.paymentPassword(user.id),
          LOCKED_MESSAGES.paymentPassword,
          () => verifyPassword(old_password, hash),
        ))) ||
      (login_password !== undefined && (await loginPasswordMatches(db, user, login_password)));
    if (!proven)
      throw rejectWith(old_password || login_password ? '原支付密码或登录密码错误' : '请输入原支付密码');
  } else if (login_password !== undefined && !(await loginPasswordMatches(db, user, login_password))) {
    throw rejectWith('登录密码错误');
  }
  const paymentPasswordHash = await hashPassword(password);
  await db.update(users).set({ paymentPasswordHash }).where(eq(users.id, user.id));
}

/** A fresh random lottery token (the lottery platform's sign-in), replacing the old one. */
export async function renewLotteryToken(db: Db, userId: number): Promise<string> {
  const lotteryToken = randomBytes(24).toString('base64url');
  await db.update(users).set({ lotteryToken }).where(eq(users.id, userId));
  return lotteryToken;
}

/** The SMS code type of 找回密码 (send-code with type reset_password, or forgot-password). */
export const RESET_SMS_TYPE = 'reset_password';
/** The SMS code type of binding (send-code with type bind_phone). */
export const BIND_PHONE_SMS_TYPE = 'bind_phone';
const WRONG_CODE = '验证码错误或已过期';
const PHONE_TAKEN = '该手机号已绑定其他账号';

/**
 * 找回密码's code, sent only to a registered phone; null for any other phone (the route answers both the same,
 * so the form does not tell who has an account). No SMS provider: the code is returned for the route's log.
 */
export async function sendPasswordResetCode(db: Db, phone: string, ip: string): Promise<string | null> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return owner ? sendSmsCode(db, phone, RESET_SMS_TYPE, ip) : null;
}

/**
 * A new login password proven by the phone's reset code; every session of the account ends and its login
 * lock-out is lifted. Returns the player's id, whose open sockets the caller closes.
 */
export async function resetPasswordByPhone(
  db: Db,
  input: { phone: string; smsCode: string; password: string },
): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await consumeSmsCode(tx, input.phone, RESET_SMS_TYPE, input.smsCode);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.phone, input.phone))
      .returning({ id: users.id, username: users.username });
    // An unregistered phone never received a code; the same words keep it unrevealed.
    if (!user) throw rejectWith(WRONG_CODE);
    await revokeAllTokens(tx, user.id);
    await tx.delete(loginFailures).where(eq(loginFailures.username, user.username));
    return user.id;
  });
}

/**
 * 绑定手机: a phone proven by its bind_phone code replaces the player's phone (used by 找回密码). A phone belongs
 * to one account. Returns the player as saved.
 */
export async function bindPhone(
  db: Db,
  user: UserRow,
  input: { phone: string; smsCode: string },
): Promise<UserRow> {
  const { phone } = input;
  if (user.phone === phone) throw rejectWith('已绑定该手机号');
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, user.id)))
    .limit(1);
  if (owner) throw rejectWith(PHONE_TAKEN);
  await consumeSmsCode(db, phone, BIND_PHONE_SMS_TYPE, input.smsCode);
  try {
    await db.update(users).set({ phone }).where(eq(users.id, user.id));
  } catch (error) {
    // Another account bound it between the check and the write.
    if (isUniqueViolation(error)) throw rejectWith(PHONE_TAKEN);
    throw error;
  }
  return (await findUserById(db, user.id)) ?? user;
}
