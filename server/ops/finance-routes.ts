import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { paymentOrders, users, withdrawals } from '../db/schema';
import { FinanceRefusal } from '../domain/finance/common';
import { confirmPayment, paymentJson, rejectPayment } from '../domain/finance/payments';
import { PAYMENT_STATUS, WITHDRAW_STATUS } from '../domain/finance/statuses';
import { approveWithdrawal, rejectWithdrawal, withdrawalJson } from '../domain/finance/withdrawals';
import { ApiError, ok } from '../http/envelope';
import { idParams } from '../http/schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const orderParams = z.object({ orderNo: z.string().regex(/^RC\d{20}$/, '订单号不正确') });
const reasonBody = z.strictObject({ reason: z.string().trim().min(1).max(200).optional() }).nullish();

async function refusalsAsApiErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FinanceRefusal) throw new ApiError(error.status, error.message);
    throw error;
  }
}

/** `pnpm ops payment:*` and `withdraw:*`: the operator's side of manual recharges and withdrawals. */
export function registerFinanceOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get('/payments', { schema: { tags, security, description: '待确认的银行/USDT充值' } }, async () => {
    const rows = await db
      .select({ order: paymentOrders, username: users.username })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(inArray(paymentOrders.status, [PAYMENT_STATUS.pending, PAYMENT_STATUS.submitted]))
      .orderBy(desc(paymentOrders.id))
      .limit(100);
    return ok(rows.map((row) => ({ ...paymentJson(row.order), username: row.username })));
  });

  typed.post(
    '/payments/:orderNo/confirm',
    { schema: { tags, security, description: '确认银行/USDT充值到账（仅一次）', params: orderParams } },
    async (request) =>
      refusalsAsApiErrors(async () => ok(paymentJson(await confirmPayment(db, request.params.orderNo)))),
  );

  typed.post(
    '/payments/:orderNo/reject',
    { schema: { tags, security, description: '驳回银行/USDT充值', params: orderParams, body: reasonBody } },
    async (request) =>
      refusalsAsApiErrors(async () =>
        ok(
          paymentJson(await rejectPayment(db, request.params.orderNo, request.body?.reason ?? '未收到款项')),
        ),
      ),
  );

  typed.get('/withdraws', { schema: { tags, security, description: '审核中的提现' } }, async () => {
    const rows = await db
      .select({ withdrawal: withdrawals, username: users.username })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.status, WITHDRAW_STATUS.pending))
      .orderBy(desc(withdrawals.id))
      .limit(100);
    return ok(rows.map((row) => ({ ...withdrawalJson(row.withdrawal), username: row.username })));
  });

  typed.post(
    '/withdraws/:id/approve',
    { schema: { tags, security, description: '通过提现（已打款），计入累计提现', params: idParams } },
    async (request) =>
      refusalsAsApiErrors(async () => ok(withdrawalJson(await approveWithdrawal(db, request.params.id)))),
  );

  typed.post(
    '/withdraws/:id/reject',
    {
      schema: {
        tags,
        security,
        description: '驳回提现，冻结金额退回余额',
        params: idParams,
        body: reasonBody,
      },
    },
    async (request) =>
      refusalsAsApiErrors(async () =>
        ok(withdrawalJson(await rejectWithdrawal(db, request.params.id, request.body?.reason ?? '提现驳回'))),
      ),
  );
}
