import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { bindPhoneCounters, type Client, countersFor, SECRETS, type Visitor } from './auth/clients';
import { paymentPasswordMatches } from './auth/payment-password';
import { guardedSecretCheck } from './auth/secret-guard';
import { rejectWith } from './errors';
import { isUniqueViolation } from './finance/common';
import { hashPassword, verifyPassword } from './passwords';
import { proveSmsCode, useSmsCode } from './sms';
import { type IssuedCode, issueSmsCodeIfOwned } from './sms-delivery/issue';
import type { SmsProvider } from './sms-delivery/provider';
import { revokeAllTokens, revokeOtherTokens, type UserRow } from './tokens';
import { findUserById } from './users';

/** A signed-in player and the session asking. */
export interface PlayerSession {
  user: UserRow;
  tokenId: number;
}

/**
 * The login password asked again of a signed-in player, counted per session: a stranger's wrong logins never
 * block the owner's account centre, and only someone who knew the password holds a session at all.
 */
const loginPasswordMatches = (db: Db, { user, tokenId }: PlayerSession, password: string) =>
  guardedSecretCheck(
    db,
    countersFor(SECRETS.password, { key: `user:${user.id}` }, { sessionId: tokenId }),
    () => verifyPassword(password, user.passwordHash),
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
  session: PlayerSession,
  passwords: { old: string; new: string },
): Promise<number[]> {
  const { user, tokenId } = session;
  if (!(await loginPasswordMatches(db, session, passwords.old))) throw rejectWith('原密码错误');
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
  session: PlayerSession,
  input: { password: string; old_password?: string | undefined; login_password?: string | undefined },
): Promise<void> {
  const { user } = session;
  const { password, old_password, login_password } = input;
  if (user.paymentPasswordHash) {
    const hash = user.paymentPasswordHash;
    const proven =
      (old_password !== undefined &&
        (await paymentPasswordMatches(db, user.id, () => verifyPassword(old_password, hash)))) ||
      (login_password !== undefined && (await loginPasswordMatches(db, session, login_password)));
    if (!proven)
      throw rejectWith(old_password || login_password ? '原支付密码或登录密码错误' : '请输入原支付密码');
  } else if (login_password !== undefined && !(await loginPasswordMatches(db, session, login_password))) {
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
 * 找回密码's code, sent only to a registered phone and answered alike for any other (the form does not tell who
 * has an account): see issueSmsCodeIfOwned.
 */
export async function sendPasswordResetCode(
  db: Db,
  sms: SmsProvider | null,
  input: { phone: string; ip: string },
  log: (error: unknown) => void,
): Promise<IssuedCode> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
  return issueSmsCodeIfOwned(db, sms, { ...input, type: RESET_SMS_TYPE, owned: owner !== undefined }, log);
}

/**
 * A new login password proven by the phone's reset code (checked before anything is written, counted per code
 * and client); every session of the account ends. Returns the player's id (the caller closes its sockets) and
 * username, which a player who registered by phone may never have typed.
 */
export async function resetPasswordByPhone(
  db: Db,
  input: { phone: string; smsCode: string; password: string },
  client: Client,
): Promise<{ id: number; username: string }> {
  const guess = { phone: input.phone, type: RESET_SMS_TYPE };
  // An unregistered phone never received a code, so its guesses fail here with the same words.
  const codeId = await proveSmsCode(db, { ...guess, code: input.smsCode }, client);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await useSmsCode(tx, codeId, guess);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.phone, input.phone))
      .returning({ id: users.id, username: users.username });
    // The phone was unbound after the code was sent.
    if (!user) throw rejectWith(WRONG_CODE);
    await revokeAllTokens(tx, user.id);
    return user;
  });
}

/**
 * 绑定手机: a phone proven by its bind_phone code replaces the player's phone (used by 找回密码 and sign-in). The
 * code is checked first, so a wrong one answers the same for every phone, bound or not (no list of registered
 * phones); wrong codes are also counted per account and per address across phones. A phone belongs to one
 * account. Returns the player as saved.
 */
export async function bindPhone(
  db: Db,
  user: UserRow,
  input: { phone: string; smsCode: string },
  client: Visitor,
): Promise<UserRow> {
  const { phone } = input;
  if (user.phone === phone) throw rejectWith('已绑定该手机号');
  const guess = { phone, type: BIND_PHONE_SMS_TYPE };
  const codeId = await proveSmsCode(
    db,
    { ...guess, code: input.smsCode },
    client,
    bindPhoneCounters(user.id, client.ip),
  );
  try {
    await db.transaction(async (tx) => {
      await useSmsCode(tx, codeId, guess);
      await tx.update(users).set({ phone }).where(eq(users.id, user.id));
    });
  } catch (error) {
    // The phone is another account's (the unique index says so, races included).
    if (isUniqueViolation(error)) throw rejectWith(PHONE_TAKEN);
    throw error;
  }
  return (await findUserById(db, user.id)) ?? user;
}
