import { toFen } from '@app/shared/format';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import { lockWallet, moneyTransaction } from '../ledger';
import { notFound, refuse } from './common';
import { type GatewayCallback, verifyCallback } from './gateway-signing';
import { creditOrder, type PaymentOrderRow, paymentOrderByNo } from './payments';
import { PAYMENT_STATUS, PAYMENT_STATUS_TEXT } from './statuses';

/** applied: this callback paid (or failed) the order; duplicate: it already had; ignored: too late. */
export type CallbackResult = 'applied' | 'duplicate' | 'ignored';

export interface CallbackOutcome {
  result: CallbackResult;
  order: PaymentOrderRow;
  reason: string;
}

/**
 * The gateway's notification: verified, then applied exactly once. The order row is counted and locked
 * first (so concurrent duplicates queue behind each other), then only a pending order moves: to paid with
 * its deposit in the same transaction, or to failed. Callbacks for cancelled or expired orders and repeats
 * are answered (the gateway must stop retrying) but move nothing.
 */
export async function applyGatewayCallback(
  db: Db,
  secret: string,
  callback: GatewayCallback,
): Promise<CallbackOutcome> {
  if (!verifyCallback(secret, callback)) throw refuse('签名错误');
  const order = await paymentOrderByNo(db, callback.order_no).catch(() => null);
  if (order?.method !== 'online') throw notFound('充值订单不存在');
  if (toFen(callback.amount) !== order.amount) throw refuse('金额不一致');

  return moneyTransaction(db, async (tx) => {
    await lockWallet(tx, order.userId);
    const [current] = await tx
      .update(paymentOrders)
      .set({ callbackCount: sql`${paymentOrders.callbackCount} + 1`, lastCallbackAt: new Date() })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    const row = current as PaymentOrderRow;
    if (row.status === PAYMENT_STATUS.pending && row.expiresAt.getTime() <= Date.now()) {
      const [expired] = await tx
        .update(paymentOrders)
        .set({ status: PAYMENT_STATUS.expired })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return { result: 'ignored', order: expired as PaymentOrderRow, reason: '订单已过期' };
    }
    if (row.status !== PAYMENT_STATUS.pending) {
      // The same outcome again is a duplicate; anything else arrives after the order was closed.
      const outcome = callback.status === 'success' ? PAYMENT_STATUS.paid : PAYMENT_STATUS.failed;
      const result = row.status === outcome ? 'duplicate' : 'ignored';
      return { result, order: row, reason: `订单${PAYMENT_STATUS_TEXT[row.status]}` };
    }
    if (callback.status === 'failed') {
      const [failed] = await tx
        .update(paymentOrders)
        .set({ status: PAYMENT_STATUS.failed, gatewayTradeNo: callback.trade_no, remark: '支付失败' })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return { result: 'applied', order: failed as PaymentOrderRow, reason: '支付失败' };
    }
    const paid = await creditOrder(tx, row, [PAYMENT_STATUS.pending], { gatewayTradeNo: callback.trade_no });
    return { result: 'applied', order: paid as PaymentOrderRow, reason: '支付成功' };
  });
}
