import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { rejectWith } from './errors';
import { hashPassword, verifyPassword } from './passwords';
import { revokeOtherTokens, type UserRow } from './tokens';
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
