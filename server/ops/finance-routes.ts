import { fenToYuan } from '@app/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { confirmPayment, paymentJson, rejectPayment } from '../domain/finance/payments';
import { rechargesToConfirm, withdrawalsToReview } from '../domain/finance/review-queues';
import { withdrawSettings } from '../domain/finance/settings';
import {
  approveWithdrawal,
  rejectWithdrawal,
  type WithdrawalRow,
  withdrawalById,
  withdrawalJson,
} from '../domain/finance/withdrawals';
import { deliverMessage } from '../domain/messages/messages';
import { approvalJson } from '../domain/operators/approval-views';
import {
  approveRequest,
  closeWithdrawalRequest,
  needsSecondOperator,
  openWithdrawalRequests,
  requestWithdrawalPayout,
} from '../domain/operators/approvals';
import { findUserById } from '../domain/users';
import { envelopeOf, ok } from '../http/envelope';
import { paymentOrder } from '../http/finance/payment-schemas';
import { withdrawal } from '../http/finance/withdraw-schemas';
import { idParams } from '../http/schemas';
import type { SignedInOperator } from './operator-auth';
import { approvalSchema } from './operator-schemas';

/** A withdrawal on the review queue with its open four-eyes request (待复核), if any. */
const reviewedWithdrawal = withdrawal.extend({ review: approvalSchema.nullable() });

const tags = ['ops'];
const security = [{ opsToken: [] }];
const orderParams = z.object({ orderNo: z.string().regex(/^RC\d{20}$/, '订单号不正确') });
const reasonBody = z.strictObject({ reason: z.string().trim().min(1).max(200).optional() }).nullish();

/** The player's 资金消息 of a paid withdrawal (one step, or once the second operator approved). */
export function tellWithdrawalPaid(app: FastifyInstance, db: Db, row: WithdrawalRow) {
  const content = `提现 ¥${fenToYuan(row.amount)} 已打款，实际到账 ¥${fenToYuan(row.amount - row.fee)}`;
  // The money decision is committed already; a message that fails to go out is logged, not an error.
  return deliverMessage(db, row.userId, { type: 'finance', title: '提现已到账', content }).catch(
    (error: unknown) => app.log.warn({ err: error }, 'finance message not delivered'),
  );
}

/**
 * `pnpm ops payment:*` and `withdraw:*`: the operator's side of manual recharges and withdrawals. Each
 * decision also reaches the player as a 资金消息 (inbox and a live notification).
 */
export function registerFinanceOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The money decision is committed already; a message that fails to go out is logged, not an error.
  const tell = (userId: number, title: string, content: string) =>
    deliverMessage(db, userId, { type: 'finance', title, content }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'finance message not delivered'),
    );
  const tellPaid = (row: WithdrawalRow) => tellWithdrawalPaid(app, db, row);

  typed.get(
    '/payments',
    {
      config: { permission: 'finance.recharges' },
      schema: {
        tags,
        security,
        description: '待确认的银行/USDT充值',
        response: { 200: envelopeOf(z.array(paymentOrder.extend({ username: z.string() }))) },
      },
    },
    async () => {
      const rows = await rechargesToConfirm(db);
      return ok(rows.map((row) => ({ ...paymentJson(row.order), username: row.username })));
    },
  );

  typed.post(
    '/payments/:orderNo/confirm',
    {
      config: { permission: 'finance.recharges' },
      schema: {
        tags,
        security,
        description: '确认银行/USDT充值到账（仅一次）',
        params: orderParams,
        response: { 200: envelopeOf(paymentOrder) },
      },
    },
    async (request) => {
      const order = await confirmPayment(db, request.params.orderNo);
      request.audit({ after: paymentJson(order) });
      await tell(
        order.userId,
        '充值已到账',
        `充值 ¥${fenToYuan(order.amount)}（订单 ${order.orderNo}）已到账`,
      );
      return ok(paymentJson(order));
    },
  );

  typed.post(
    '/payments/:orderNo/reject',
    {
      config: { permission: 'finance.recharges' },
      schema: {
        tags,
        security,
        description: '驳回银行/USDT充值',
        params: orderParams,
        body: reasonBody,
        response: { 200: envelopeOf(paymentOrder) },
      },
    },
    async (request) => {
      const order = await rejectPayment(db, request.params.orderNo, request.body?.reason ?? '未收到款项');
      await tell(order.userId, '充值未通过', `充值订单 ${order.orderNo} 未通过：${order.remark}`);
      return ok(paymentJson(order));
    },
  );

  typed.get(
    '/withdraws',
    {
      config: { permission: 'finance.withdrawals' },
      schema: {
        tags,
        security,
        description: '审核中的提现；review 为大额提现待复核的申请',
        response: { 200: envelopeOf(z.array(reviewedWithdrawal.extend({ username: z.string() }))) },
      },
    },
    async (request) => {
      const rows = await withdrawalsToReview(db);
      const reviews = await openWithdrawalRequests(
        db,
        rows.map((row) => row.withdrawal.id),
        request.operator as SignedInOperator,
      );
      return ok(
        rows.map((row) => ({
          ...withdrawalJson(row.withdrawal),
          username: row.username,
          review: reviews.get(row.withdrawal.id) ?? null,
        })),
      );
    },
  );

  typed.post(
    '/withdraws/:id/approve',
    {
      config: { permission: 'finance.withdrawals' },
      schema: {
        tags,
        security,
        description:
          '通过提现（已打款），计入累计提现；达到复核金额（withdraw_four_eyes_min）的提现改为提交复核申请，由另一位运营通过后打款',
        params: idParams,
        response: { 200: envelopeOf(reviewedWithdrawal) },
      },
    },
    async (request) => {
      const operator = request.operator as SignedInOperator;
      const pending = await withdrawalById(db, request.params.id);
      const { fourEyesMinFen } = await withdrawSettings(db);
      if (!needsSecondOperator(pending, fourEyesMinFen)) {
        const row = await approveWithdrawal(db, request.params.id);
        request.audit({ target: `withdraw:${row.id}`, after: withdrawalJson(row) });
        await tellPaid(row);
        return ok({ ...withdrawalJson(row), review: null });
      }
      const owner = await findUserById(db, pending.userId);
      const review = await requestWithdrawalPayout(db, operator, {
        ...pending,
        username: owner?.username ?? '',
      });
      if (review.requestedBy === operator.id) {
        request.audit({ target: `withdraw:${pending.id}`, after: { review: approvalJson(review) } });
        return ok({ ...withdrawalJson(pending), review: approvalJson(review, operator) });
      }
      // Another operator asked to pay it: this 通过 is the second pair of eyes.
      const outcome = await approveRequest(db, operator, review.id);
      const row = outcome.withdrawal ?? (await withdrawalById(db, pending.id));
      const decided = approvalJson(outcome.approval, operator);
      request.audit({
        target: `withdraw:${row.id}`,
        before: { status: 'pending', requested_by: review.requesterName },
        after: { ...withdrawalJson(row), review: decided },
      });
      if (outcome.executed) await tellPaid(row);
      return ok({ ...withdrawalJson(row), review: decided });
    },
  );

  typed.post(
    '/withdraws/:id/reject',
    {
      config: { permission: 'finance.withdrawals' },
      schema: {
        tags,
        security,
        description: '驳回提现，冻结金额退回余额',
        params: idParams,
        body: reasonBody,
        response: { 200: envelopeOf(withdrawal) },
      },
    },
    async (request) => {
      const row = await rejectWithdrawal(db, request.params.id, request.body?.reason ?? '提现驳回');
      if (request.operator) await closeWithdrawalRequest(db, request.operator, row.id, row.remark);
      request.audit({ target: `withdraw:${row.id}`, after: withdrawalJson(row) });
      await tell(row.userId, '提现被驳回', `提现 ¥${fenToYuan(row.amount)} 已退回余额，原因：${row.remark}`);
      return ok(withdrawalJson(row));
    },
  );
}
