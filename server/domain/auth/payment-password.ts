import type { Queryable } from '../../db/client';
import { accountCounters, SECRETS } from './clients';
import { guardedSecretCheck } from './secret-guard';

/**
 * Runs a payment-password check (withdrawals, replacing it): 5 wrong in 15 minutes lock it for the account.
 * Only a signed-in player is ever asked it, and whoever can sign in can open any number of sessions, so it
 * is counted per account, not per session.
 */
export const paymentPasswordMatches = (db: Queryable, userId: number, check: () => Promise<boolean>) =>
  guardedSecretCheck(db, accountCounters(SECRETS.paymentPassword, `user:${userId}`), check);
