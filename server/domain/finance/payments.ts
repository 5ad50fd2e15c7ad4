import { fenToYuan } from '@app/shared/format';
import { and, count, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { paymentOrders } from '../../db/schema';
import { changeBalance, lockWallet, moneyTransaction } from '../ledger';
import { guardDeposit } from '../protection';
import {
  formatRate,
  formatUsdt,
  isUniqueViolation,
  newOrderNo,
  notFound,
  refuse,
  usdtForDeposit,
} from './common';
import type { RechargeMethod, RechargeSettings } from './settings';
import { METHOD_TEXT, PAYMENT_STATUS, PAYMENT_STATUS_TEXT } from './statuses';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export const MAX_OPEN_ORDERS = 5;

export function paymentJson(row: PaymentOrderRow) {
  return {
    id: row.id,
    order_no: row.orderNo,
    method: row.method,
    method_text: METHOD_TEXT[row.method] ?? row.method,
    amount: fenToYuan(row.amount),
    usdt_amount: row.usdtAmount === null ? null : formatUsdt(row.usdtAmount),
    usdt_rate: row.usdtRate === null ? null : formatRate(row.usdtRate),
    status: row.status,
    status_text: PAYMENT_STATUS_TEXT[row.status] ?? '',
    tx_hash: row.txHash,
    voucher: row.voucher,
    remark: row.remark,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Unpaid orders past their deadline become 已过期 (lazily, whenever orders are read or paid). */
export async function expireStale(db: Queryable, userId?: number): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: PAYMENT_STATUS.expired })
    .where(
      and(
        eq(paymentOrders.status, PAYMENT_STATUS.pending),
        lt(paymentOrders.expiresAt, sql`now()`),
        ...(userId === undefined ? [] : [eq(paymentOrders.userId, userId)]),
      ),
    );
}

async function findByKey(db: Queryable, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.userId, userId), eq(paymentOrders.idempotencyKey, key)));
  return row;
}

export interface CreateOrderInput {
  userId: number;
  method: RechargeMethod;
  amountFen: bigint;
  idempotencyKey?: string | undefined;
}

/** A recharge order awaiting payment; the same idempotency key returns the first order. */
export async function createPaymentOrder(
  db: Db,
  settings: RechargeSettings,
  input: CreateOrderInput,
): Promise<{ order: PaymentOrderRow; repeated: boolean }> {
  if (input.idempotencyKey) {
    const existing = await findByKey(db, input.userId, input.idempotencyKey);
    if (existing) return { order: existing, repeated: true };
  }
  if (!settings.methods.includes(input.method)) throw refuse('该充值方式暂未开放');
  if (input.amountFen < settings.minFen || input.amountFen > settings.maxFen) {
    throw refuse(`单笔充值金额须在${fenToYuan(settings.minFen)}-${fenToYuan(settings.maxFen)}元之间`);
  }
  try {
    const order = await db.transaction(async (tx) => {
      // One open-order count per player at a time: the wallet lock serialises their concurrent creates.
      await lockWallet(tx, input.userId);
      await expireStale(tx, input.userId);
      await guardDeposit(tx, input.userId, input.amountFen, new Date());
      const [open] = await tx
        .select({ n: count() })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.userId, input.userId),
            inArray(paymentOrders.status, [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted]),
          ),
        );
      if ((open?.n ?? 0) >= MAX_OPEN_ORDERS) throw refuse('未完成的充值订单过多，请先完成或取消');
      const isUsdt = input.method === 'usdt';
      const [row] = await tx
        .insert(paymentOrders)
        .values({
          orderNo: newOrderNo('RC'),
          userId: input.userId,
          method: input.method,
          amount: input.amountFen,
          usdtAmount: isUsdt ? usdtForDeposit(input.amountFen, settings.usdtRate) : null,
          usdtRate: isUsdt ? settings.usdtRate : null,
          idempotencyKey: input.idempotencyKey ?? null,
          expiresAt: new Date(Date.now() + settings.ttlMinutes * 60_000),
        })
        .returning();
      return row as PaymentOrderRow;
    });
    return { order, repeated: false };
  } catch (error) {
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByKey(db, input.userId, input.idempotencyKey);
      if (existing) return { order: existing, repeated: true };
    }
    throw error;
  }
}

export type OrderRef = { id: number } | { orderNo: string };

/** The player's own order (someone else's does not exist for them), after lazy expiry. */
export async function ownPaymentOrder(
  db: Queryable,
  userId: number,
  ref: OrderRef,
): Promise<PaymentOrderRow> {
  await expireStale(db, userId);
  const match = 'id' in ref ? eq(paymentOrders.id, ref.id) : eq(paymentOrders.orderNo, ref.orderNo);
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(match, eq(paymentOrders.userId, userId)));
  if (!row) throw notFound('充值订单不存在');
  return row;
}

/**
 * The player cancels a pending order. Cancelling a cancelled order answers with it (a retried or concurrent
 * tap); a refusal names the state the order is in now, never the one read before a concurrent change.
 */
export async function cancelPaymentOrder(db: Db, userId: number, id: number): Promise<PaymentOrderRow> {
  await ownPaymentOrder(db, userId, { id });
  const [row] = await db
    .update(paymentOrders)
    .set({ status: PAYMENT_STATUS.cancelled })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, PAYMENT_STATUS.pending)))
    .returning();
  if (row) return row;
  const now = await ownPaymentOrder(db, userId, { id });
  if (now.status === PAYMENT_STATUS.cancelled) return now;
  throw refuse(`订单${PAYMENT_STATUS_TEXT[now.status] ?? ''}，不能取消`);
}

export interface TransferProof {
  txHash?: string | undefined;
  voucher?: string | undefined;
}

/** A manual order's proof of transfer: USDT orders need the tx hash, bank orders a voucher. */
export async function submitTransfer(
  db: Db,
  userId: number,
  ref: OrderRef,
  proof: TransferProof,
): Promise<PaymentOrderRow> {
  const current = await ownPaymentOrder(db, userId, ref);
  if (current.method === 'online') throw refuse('在线支付订单无需提交转账信息');
  if (current.status !== PAYMENT_STATUS.pending) {
    throw refuse(`订单${PAYMENT_STATUS_TEXT[current.status] ?? ''}，不能提交转账信息`);
  }
  const txHash = proof.txHash?.trim().toLowerCase().replace(/^0x/, '');
  const voucher = proof.voucher?.trim();
  if (current.method === 'usdt' && !txHash) throw refuse('请填写USDT转账哈希');
  if (current.method === 'bank' && !voucher) throw refuse('请填写转账凭证（付款人姓名或流水号）');
  try {
    const [row] = await db
      .update(paymentOrders)
      .set({
        status: PAYMENT_STATUS.submitted,
        submittedAt: new Date(),
        ...(txHash ? { txHash } : {}),
        ...(voucher ? { voucher } : {}),
      })
      .where(and(eq(paymentOrders.id, current.id), eq(paymentOrders.status, PAYMENT_STATUS.pending)))
      .returning();
    if (!row) throw refuse('订单状态已变化，请刷新后重试');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw refuse('该交易哈希已被使用');
    throw error;
  }
}

export interface ListQuery {
  page: number;
  perPage: number;
  status?: number | undefined;
}

export async function listPaymentOrders(db: Queryable, userId: number, query: ListQuery) {
  await expireStale(db, userId);
  const where = and(
    eq(paymentOrders.userId, userId),
    ...(query.status === undefined ? [] : [eq(paymentOrders.status, query.status)]),
  );
  const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(where)
    .orderBy(desc(paymentOrders.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { list: rows.map(paymentJson), total: total?.n ?? 0, page: query.page, per_page: query.perPage };
}

export async function paymentStatistics(db: Queryable, userId: number) {
  await expireStale(db, userId);
  const rows = await db
    .select({ status: paymentOrders.status, n: count(), amount: sum(paymentOrders.amount) })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .groupBy(paymentOrders.status);
  const of = (status: number) => rows.find((row) => row.status === status);
  const paidFen = BigInt(of(PAYMENT_STATUS.paid)?.amount ?? 0);
  return {
    total_count: rows.reduce((total, row) => total + row.n, 0),
    paid_count: of(PAYMENT_STATUS.paid)?.n ?? 0,
    pending_count: (of(PAYMENT_STATUS.pending)?.n ?? 0) + (of(PAYMENT_STATUS.submitted)?.n ?? 0),
    paid_amount: fenToYuan(paidFen),
  };
}

/**
 * Moves an order from one of `from` to paid and credits the deposit, once: the conditional update and the
 * ledger row commit together, so a second attempt finds the order paid and moves nothing.
 */
export async function creditOrder(
  tx: Tx,
  order: PaymentOrderRow,
  from: number[],
  changes: Partial<PaymentOrderRow> = {},
): Promise<PaymentOrderRow | null> {
  const [paid] = await tx
    .update(paymentOrders)
    .set({ ...changes, status: PAYMENT_STATUS.paid, paidAt: new Date() })
    .where(and(eq(paymentOrders.id, order.id), inArray(paymentOrders.status, from)))
    .returning();
  if (!paid) return null;
  await changeBalance(tx, {
    userId: order.userId,
    amountFen: order.amount,
    type: 'deposit',
    remark: `${METHOD_TEXT[order.method] ?? '充值'} ${order.orderNo}`,
    idempotencyKey: `deposit:${order.orderNo}`,
  });
  return paid;
}

async function orderByNo(db: Queryable, orderNo: string): Promise<PaymentOrderRow> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  if (!row) throw notFound('充值订单不存在');
  return row;
}

/** Operator confirmation of a bank or USDT transfer (`pnpm ops payment:confirm`). */
export async function confirmPayment(db: Db, orderNo: string): Promise<PaymentOrderRow> {
  const order = await orderByNo(db, orderNo);
  if (order.method === 'online') throw refuse('在线支付订单由支付网关回调确认');
  const paid = await moneyTransaction(db, async (tx) => {
    await lockWallet(tx, order.userId);
    // An operator who saw the money arrive may still confirm an order that expired unsubmitted.
    const from = [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted, PAYMENT_STATUS.expired];
    return creditOrder(tx, order, from, { remark: '人工确认到账' });
  });
  if (!paid) throw refuse(`订单${PAYMENT_STATUS_TEXT[(await orderByNo(db, orderNo)).status]}，不能确认`);
  return paid;
}

/** Operator refusal of a transfer; a second reject answers with the rejected order, others name the state now. */
export async function rejectPayment(db: Db, orderNo: string, reason: string): Promise<PaymentOrderRow> {
  const order = await orderByNo(db, orderNo);
  if (order.method === 'online') throw refuse('在线支付订单由支付网关回调确认');
  const [row] = await db
    .update(paymentOrders)
    .set({ status: PAYMENT_STATUS.failed, remark: reason })
    .where(
      and(
        eq(paymentOrders.id, order.id),
        inArray(paymentOrders.status, [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted]),
      ),
    )
    .returning();
  if (row) return row;
  const now = await orderByNo(db, orderNo);
  if (now.status === PAYMENT_STATUS.failed) return now;
  throw refuse(`订单${PAYMENT_STATUS_TEXT[now.status] ?? ''}，不能驳回`);
}

export { orderByNo as paymentOrderByNo };
