import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { syndicateShares, syndicates } from '../../db/schema';
import { type BalanceChange, changeBalance } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { SHARE_PRICE_FEN } from './rules';

export type SyndicateRow = typeof syndicates.$inferSelect;

/** Locks the syndicate's row: every sale, close and cancel of one syndicate runs one after another. */
export async function lockSyndicate(tx: Tx, id: number): Promise<SyndicateRow | undefined> {
  const [row] = await tx.select().from(syndicates).where(eq(syndicates.id, id)).for('update');
  return row;
}

/**
 * Cancels a locked open syndicate: every purchase not yet refunded and the guarantee still held go back to
 * their owners, each once (the rows are marked in the same transaction), and the reason is kept.
 */
export async function cancelLocked(tx: Tx, syndicate: SyndicateRow, reason: string): Promise<void> {
  const held = await tx
    .update(syndicateShares)
    .set({ refunded: true })
    .where(and(eq(syndicateShares.syndicateId, syndicate.id), eq(syndicateShares.refunded, false)))
    .returning();
  const refunds: BalanceChange[] = held.map((purchase) => ({
    userId: purchase.userId,
    amountFen: purchase.amount,
    type: 'syndicate_refund',
    remark: `合买 #${syndicate.id} ${reason}`,
  }));
  if (!syndicate.guaranteeReleased && syndicate.guaranteeShares > 0)
    refunds.push(guaranteeRefund(syndicate, syndicate.guaranteeShares, reason));
  // Many wallets at once: changeBalances locks them in id order, so two cancellations never deadlock.
  await changeBalances(tx, refunds);
  await tx
    .update(syndicates)
    .set({ status: 'cancelled', closeReason: reason, guaranteeReleased: true })
    .where(eq(syndicates.id, syndicate.id));
}

/** Gives the initiator back `shares` of their guarantee's hold (the part it did not have to buy). */
export async function releaseGuarantee(
  tx: Tx,
  syndicate: SyndicateRow,
  shares: number,
  reason: string,
): Promise<void> {
  if (shares > 0) await changeBalance(tx, guaranteeRefund(syndicate, shares, reason));
  await tx.update(syndicates).set({ guaranteeReleased: true }).where(eq(syndicates.id, syndicate.id));
}

const guaranteeRefund = (syndicate: SyndicateRow, shares: number, reason: string): BalanceChange => ({
  userId: syndicate.userId,
  amountFen: BigInt(shares) * SHARE_PRICE_FEN,
  type: 'syndicate_refund',
  remark: `合买 #${syndicate.id} 保底退回（${reason}）`,
});
