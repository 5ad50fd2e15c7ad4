import { desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { paymentOrders, users, withdrawals } from '../../db/schema';
import type { PaymentOrderRow } from './payments';
import { PAYMENT_STATUS, WITHDRAW_STATUS } from './statuses';
import type { WithdrawalRow } from './withdrawals';

/** The finance desk's queues show the newest this many; older ones come up as these are decided. */
const QUEUE_LENGTH = 100;

/** Bank and USDT recharges waiting for the desk to confirm the money arrived, newest first. */
export function rechargesToConfirm(
  db: Queryable,
): Promise<Array<{ order: PaymentOrderRow; username: string }>> {
  return db
    .select({ order: paymentOrders, username: users.username })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(inArray(paymentOrders.status, [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted]))
    .orderBy(desc(paymentOrders.id))
    .limit(QUEUE_LENGTH);
}

/** Withdrawals waiting for review (审核中), newest first. */
export function withdrawalsToReview(
  db: Queryable,
): Promise<Array<{ withdrawal: WithdrawalRow; username: string }>> {
  return db
    .select({ withdrawal: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.status, WITHDRAW_STATUS.pending))
    .orderBy(desc(withdrawals.id))
    .limit(QUEUE_LENGTH);
}
