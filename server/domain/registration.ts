import type { Db, Queryable } from '../db/client';
import { type CodeGuess, useSmsCode } from './sms';
import { issueToken, type UserRow } from './tokens';
import { createUser, type NewUser } from './users';

/** A phone code proven before the transaction (its guesses are counted apart from it), used up inside. */
export interface ProvenCode extends Omit<CodeGuess, 'code'> {
  id: number;
}

export interface Registration {
  /** The phone code that proves the account's phone, when it has one. */
  code?: ProvenCode | undefined;
  /** Reads the account's links (inviter, agent) in the transaction that creates it. */
  link?: (tx: Queryable) => Promise<Partial<NewUser>>;
}

/**
 * Creates a player's account and its first session in one transaction: the phone code is used up, the
 * links read, the account written and its token issued; a refusal at any step writes none of it.
 */
export function registerPlayer(
  db: Db,
  account: Pick<NewUser, 'username' | 'password' | 'phone'>,
  { code, link }: Registration = {},
): Promise<{ user: UserRow; token: string }> {
  return db.transaction(async (tx) => {
    if (code) await useSmsCode(tx, code.id, code);
    const links = link ? await link(tx) : {};
    const user = await createUser(tx, { ...links, ...account });
    return { user, token: await issueToken(tx, user.id) };
  });
}
