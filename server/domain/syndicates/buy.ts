import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syndicateShares, syndicates } from '../../db/schema';
import { DomainError } from '../errors';
import { changeBalance, moneyTransaction } from '../ledger';
import { guardStake } from '../protection';
import { lockPlayerFor } from '../restrictions';
import { closeSyndicate } from './close';
import { cancelLocked, lockSyndicate } from './refunds';
import { SHARE_PRICE_FEN } from './rules';
import { mayOpen } from './views';

export interface BuyInput {
  userId: number;
  sessionId?: number;
  syndicateId: number;
  shares: number;
  /** A private syndicate's code, from its link. */
  code?: string;
  idempotencyKey?: string;
}

const NOT_FOUND = '合买不存在';
const CLOSED = '合买已截止认购';

/**
 * 认购: holds the shares' price from the buyer, under the syndicate's lock, so no share is ever sold twice or
 * past 100%. The sale that fills the syndicate places its ticket at once. The same idempotency key answers the
 * first purchase.
 */
export async function buyShares(db: Db, input: BuyInput): Promise<void> {
  if (input.idempotencyKey && (await byKey(db, input))) return;
  let filled = false;
  try {
    await moneyTransaction(db, async (tx) => {
      const syndicate = await lockSyndicate(tx, input.syndicateId);
      if (!syndicate || !(await mayOpen(tx, syndicate, input.userId, input.code)))
        throw new DomainError(404, NOT_FOUND);
      if (syndicate.status !== 'open' || syndicate.deadline.getTime() <= Date.now())
        throw new DomainError(422, CLOSED);
      const left = syndicate.totalShares - syndicate.soldShares;
      if (left <= 0) throw new DomainError(422, '合买已满员');
      if (input.shares > left) throw new DomainError(422, `剩余份数不足（剩余${left}份）`);
      const amountFen = BigInt(input.shares) * SHARE_PRICE_FEN;
      await lockPlayerFor(tx, input.userId, 'sports');
      await guardStake(tx, {
        userId: input.userId,
        amountFen,
        source: `syndicate:${syndicate.id}`,
        now: new Date(),
        sessionId: input.sessionId,
      });
      await changeBalance(tx, {
        userId: input.userId,
        amountFen: -amountFen,
        type: 'syndicate_buy',
        remark: `认购合买 #${syndicate.id} ${input.shares}份`,
      });
      await tx.insert(syndicateShares).values({
        syndicateId: syndicate.id,
        userId: input.userId,
        kind: 'buy',
        shares: input.shares,
        amount: amountFen,
        idempotencyKey: input.idempotencyKey ?? null,
      });
      await tx
        .update(syndicates)
        .set({ soldShares: syndicate.soldShares + input.shares })
        .where(eq(syndicates.id, syndicate.id));
      filled = input.shares === left;
    });
  } catch (error) {
    // Two requests with one key raced: the loser answers as the winner did.
    if (input.idempotencyKey && (await byKey(db, input))) return;
    throw error;
  }
  if (filled) await closeSyndicate(db, input.syndicateId);
}

async function byKey(db: Db, input: BuyInput): Promise<boolean> {
  const [row] = await db
    .select({ id: syndicateShares.id })
    .from(syndicateShares)
    .where(
      and(
        eq(syndicateShares.syndicateId, input.syndicateId),
        eq(syndicateShares.userId, input.userId),
        eq(syndicateShares.idempotencyKey, input.idempotencyKey ?? ''),
      ),
    );
  return row !== undefined;
}

/**
 * 撤单 by the initiator: allowed while sales are open and less than half is sold (after that the buyers may
 * count on the ticket). Every share and the guarantee are refunded once.
 */
export async function cancelSyndicate(db: Db, userId: number, syndicateId: number): Promise<void> {
  await moneyTransaction(db, async (tx) => {
    const syndicate = await lockSyndicate(tx, syndicateId);
    if (!syndicate) throw new DomainError(404, NOT_FOUND);
    if (syndicate.userId !== userId) throw new DomainError(403, '只有发起人可以撤单');
    if (syndicate.status !== 'open' || syndicate.deadline.getTime() <= Date.now())
      throw new DomainError(422, CLOSED);
    if (syndicate.soldShares * 2 >= syndicate.totalShares)
      throw new DomainError(422, '认购进度已达50%，不能撤单');
    await cancelLocked(tx, syndicate, '发起人撤单');
  });
}
