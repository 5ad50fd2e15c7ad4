import { fenToYuan, toFen } from '@app/shared/format';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { withdrawalJson } from '../domain/finance/withdrawals';
import {
  type Actor,
  APPROVAL_KINDS,
  APPROVAL_STATUSES,
  approvalById,
  approvalJson,
  listApprovals,
} from '../domain/operators/approval-views';
import { approveRequest, cancelRequest, rejectRequest, requestCredit } from '../domain/operators/approvals';
import { envelopeOf, ok } from '../http/envelope';
import { idParams } from '../http/schemas';
import { tellWithdrawalPaid } from './finance-routes';
import { approvalSchema, approvedSchema } from './operator-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
// The queue and the decisions serve every kind: the route lets any signed-in operator in and the domain
// checks the permission of the request's kind (finance.credit, finance.withdrawals, trading.settle,
// trading.void) before anything moves.
const anyOperator = { permission: 'self' as const };

const actorOf = (request: FastifyRequest): Actor => {
  if (!request.operator) throw new DomainError(401);
  return request.operator;
};

/** `pnpm ops approvals | approval:*`: four-eyes requests (加款、扣款、大额提现、改判) and their decisions. */
export function registerApprovalOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/approvals',
    {
      config: anyOperator,
      schema: {
        tags,
        security,
        description: '复核申请（仅本人有权审批的类型），按状态与类型筛选',
        querystring: z.object({
          status: z.enum(APPROVAL_STATUSES).optional(),
          kind: z.enum(APPROVAL_KINDS).optional(),
        }),
        response: { 200: envelopeOf(z.array(approvalSchema)) },
      },
    },
    async (request) => ok(await listApprovals(db, actorOf(request), request.query)),
  );

  typed.post(
    '/users/credit',
    {
      config: { permission: 'finance.credit' },
      schema: {
        tags,
        security,
        description:
          '申请给玩家加款（负数为扣款）：另一位有权限的运营复核通过后才记入账本（POST /approvals/:id/approve）；支持 Idempotency-Key',
        headers: z.object({ 'idempotency-key': z.string().max(100).optional() }),
        body: z.strictObject({
          username: z.string().min(1),
          amount: z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, '金额格式不正确，最多两位小数'),
          reason: z.string().trim().min(1, '请填写原因').max(200),
        }),
        response: { 200: envelopeOf(approvalSchema) },
      },
    },
    async (request) => {
      const approval = await requestCredit(db, actorOf(request), {
        username: request.body.username,
        amountFen: toFen(request.body.amount),
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
      });
      const view = approvalJson(approval);
      request.audit({ target: approval.target, after: view });
      return ok(view);
    },
  );

  typed.post(
    '/approvals/:id/approve',
    {
      config: anyOperator,
      schema: {
        tags,
        security,
        description: '通过复核申请并执行（仅一次；不能审批自己的申请）',
        params: idParams,
        response: { 200: envelopeOf(approvedSchema) },
      },
    },
    async (request) => {
      const outcome = await approveRequest(db, actorOf(request), request.params.id);
      const { approval, ledger, withdrawal, resettlement } = outcome;
      const after = {
        ...approvalJson(approval),
        executed: outcome.executed,
        ...(ledger
          ? {
              ledger_id: ledger.id,
              balance_before: fenToYuan(ledger.before),
              balance: fenToYuan(ledger.after),
            }
          : {}),
        ...(withdrawal ? { withdrawal: withdrawalJson(withdrawal) } : {}),
        ...(resettlement
          ? {
              resettlement: {
                ...resettlement,
                credited: fenToYuan(resettlement.credited),
                debited: fenToYuan(resettlement.debited),
              },
            }
          : {}),
      };
      request.audit({
        target: approval.target,
        before: { status: 'pending', requested_by: approval.requesterName },
        after,
      });
      if (withdrawal && outcome.executed) await tellWithdrawalPaid(app, db, withdrawal);
      return ok(after);
    },
  );

  typed.post(
    '/approvals/:id/reject',
    {
      config: anyOperator,
      schema: {
        tags,
        security,
        description: '驳回复核申请（须填写原因），不执行任何操作',
        params: idParams,
        body: z.strictObject({ reason: z.string().trim().min(1, '请填写驳回原因').max(200) }),
        response: { 200: envelopeOf(approvalSchema) },
      },
    },
    async (request) => {
      const approval = await rejectRequest(db, actorOf(request), request.params.id, request.body.reason);
      const view = approvalJson(approval);
      request.audit({
        target: approval.target,
        before: { status: 'pending', requested_by: approval.requesterName },
        after: view,
      });
      return ok(view);
    },
  );

  typed.post(
    '/approvals/:id/cancel',
    {
      config: anyOperator,
      schema: {
        tags,
        security,
        description: '申请人撤回自己待复核的申请',
        params: idParams,
        response: { 200: envelopeOf(approvalSchema) },
      },
    },
    async (request) => {
      const before = approvalJson(await approvalById(db, request.params.id));
      const approval = await cancelRequest(db, actorOf(request), request.params.id);
      const view = approvalJson(approval);
      request.audit({ target: approval.target, before, after: view });
      return ok(view);
    },
  );
}
