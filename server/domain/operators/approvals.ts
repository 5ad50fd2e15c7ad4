// Four-eyes: credits, debits, large withdrawal payouts and corrections of settled matches are requests that a second operator holding the
// kind's permission approves; the requester never decides their own. Approving runs the action in the
// transaction that marks the request approved, so a request pays at most once whatever the timing.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client';
import { opsApprovals } from '../../db/schema';
import { DomainError, RefusalAfterWrite, rejectWith } from '../errors';
import { isUniqueViolation } from '../finance/common';
import { WITHDRAW_STATUS } from '../finance/statuses';
import { approveWithdrawalIn, type WithdrawalRow } from '../finance/withdrawals';
import { changeBalance, type LedgerEntry, moneyTransaction } from '../ledger';
import { type ResettlementSummary, StaleResettlement } from '../sports/resettlement';
import { findUserByName } from '../users';
import {
  type Actor,
  type ApprovalJson,
  type ApprovalKind,
  type ApprovalRow,
  type ApprovalStatus,
  approvalById,
  approvalJson,
  type NamedApproval,
  named,
  namedSelect,
  OWN_REQUEST_REFUSED,
  requirePermission,
  STATUS_TEXT,
} from './approval-views';
import { executeResettlement, RESETTLE_KINDS } from './resettle-approvals';

export interface CreditRequest {
  username: string;
  /** Positive credits, negative debits. */
  amountFen: bigint;
  reason: string;
  idempotencyKey?: string | undefined;
}

/** Asks for a credit or debit; a retry with the same Idempotency-Key answers with the first request. */
export async function requestCredit(db: Db, actor: Actor, input: CreditRequest): Promise<NamedApproval> {
  const kind: ApprovalKind = input.amountFen > 0n ? 'credit' : 'debit';
  requirePermission(actor, kind);
  if (input.amountFen === 0n) throw rejectWith('金额不能为0');
  const user = await findUserByName(db, input.username);
  if (!user) throw new DomainError(404, '用户不存在');
  const key = input.idempotencyKey ?? null;
  try {
    // A savepoint: inside an operator's write (db/ambient.ts) a refused insert must not end its transaction.
    const [row] = await db.transaction((tx) =>
      tx
        .insert(opsApprovals)
        .values({
          kind,
          payload: { user_id: user.id },
          amount: input.amountFen,
          target: user.username,
          requestedBy: actor.id,
          reason: input.reason,
          idempotencyKey: key,
        })
        .returning({ id: opsApprovals.id }),
    );
    return approvalById(db, (row as { id: number }).id);
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const [first] = await db
      .select({ id: opsApprovals.id })
      .from(opsApprovals)
      .where(and(eq(opsApprovals.requestedBy, actor.id), eq(opsApprovals.idempotencyKey, key)));
    if (!first) throw error;
    return approvalById(db, first.id);
  }
}

/** Asks for a large withdrawal to be paid; asking again while one is open answers with the open one. */
export async function requestWithdrawalPayout(
  db: Db,
  actor: Actor,
  withdrawal: WithdrawalRow & { username: string },
): Promise<NamedApproval> {
  requirePermission(actor, 'withdrawal');
  const target = `withdraw:${withdrawal.id}`;
  const open = () =>
    namedSelect(db).where(
      and(
        eq(opsApprovals.kind, 'withdrawal'),
        eq(opsApprovals.target, target),
        eq(opsApprovals.status, 'pending'),
      ),
    );
  const [existing] = await open();
  if (existing) return named(existing);
  try {
    const [row] = await db.transaction((tx) =>
      tx
        .insert(opsApprovals)
        .values({
          kind: 'withdrawal',
          payload: {
            withdrawal_id: withdrawal.id,
            order_no: withdrawal.orderNo,
            username: withdrawal.username,
          },
          amount: withdrawal.amount,
          target,
          requestedBy: actor.id,
          reason: `提现 ${withdrawal.orderNo} 达到复核金额`,
        })
        .returning({ id: opsApprovals.id }),
    );
    return approvalById(db, (row as { id: number }).id);
  } catch (error) {
    const [raced] = isUniqueViolation(error) ? await open() : [];
    if (!raced) throw error;
    return named(raced);
  }
}

/** The pending request to pay a withdrawal, if one is open (the withdrawal list shows who asked). */
export async function openWithdrawalRequests(db: Queryable, withdrawalIds: number[], viewer: Actor) {
  if (withdrawalIds.length === 0) return new Map<number, ApprovalJson>();
  const rows = await namedSelect(db).where(
    and(
      eq(opsApprovals.kind, 'withdrawal'),
      eq(opsApprovals.status, 'pending'),
      inArray(
        opsApprovals.target,
        withdrawalIds.map((id) => `withdraw:${id}`),
      ),
    ),
  );
  return new Map(
    rows.map((row) => [
      Number(row.approval.target.slice('withdraw:'.length)),
      approvalJson(named(row), viewer),
    ]),
  );
}

export interface ApprovalOutcome {
  approval: NamedApproval;
  /** false: it was approved before (a repeated or concurrent approve); nothing ran again. */
  executed: boolean;
  ledger?: LedgerEntry;
  withdrawal?: WithdrawalRow;
  resettlement?: ResettlementSummary;
}

class WithdrawalGone extends Error {}

/** Marks the request approved and runs its action, together; a second approve changes nothing. */
export async function approveRequest(db: Db, actor: Actor, id: number): Promise<ApprovalOutcome> {
  const current = await approvalById(db, id);
  const kind = current.kind as ApprovalKind;
  requirePermission(actor, kind);
  if (current.requestedBy === actor.id) throw rejectWith(OWN_REQUEST_REFUSED);
  try {
    const done = await moneyTransaction(db, async (tx) => {
      const [row] = await tx
        .update(opsApprovals)
        .set({ status: 'approved', decidedBy: actor.id, decidedAt: new Date() })
        .where(
          and(
            eq(opsApprovals.id, id),
            eq(opsApprovals.status, 'pending'),
            ne(opsApprovals.requestedBy, actor.id),
          ),
        )
        .returning();
      if (!row) return null;
      return execute(tx, row);
    });
    if (done) return { approval: await approvalById(db, id), executed: true, ...done };
  } catch (error) {
    if (error instanceof StaleResettlement) {
      await closeRequest(db, id, '比赛结果已被另一次改判更新');
      throw new RefusalAfterWrite('比赛结果已被另一次改判更新，此申请已关闭，请按当前结果重新申请');
    }
    if (!(error instanceof WithdrawalGone)) throw error;
    await closeRequest(db, id, '提现已不在审核中（已取消或已驳回）');
    throw new RefusalAfterWrite('该提现已不在审核中，复核申请已关闭');
  }
  const now = await approvalById(db, id);
  if (now.status === 'approved') return { approval: now, executed: false };
  throw rejectWith(`该申请${STATUS_TEXT[now.status as ApprovalStatus] ?? ''}，不能再审批`);
}

async function execute(tx: Tx, row: ApprovalRow) {
  if (RESETTLE_KINDS.includes(row.kind)) return { resettlement: await executeResettlement(tx, row) };
  if (row.kind === 'withdrawal') {
    const withdrawalId = Number(row.payload.withdrawal_id);
    const withdrawal = await approveWithdrawalIn(tx, withdrawalId);
    if (!withdrawal) throw new WithdrawalGone();
    return { withdrawal };
  }
  const ledger = await changeBalance(tx, {
    userId: Number(row.payload.user_id),
    amountFen: row.amount ?? 0n,
    type: row.kind === 'credit' ? 'ops_credit' : 'ops_debit',
    remark: row.reason || '运维调整',
    idempotencyKey: `ops_approval:${row.id}`,
  });
  return { ledger };
}

async function closeRequest(db: Queryable, id: number, reason: string) {
  await db
    .update(opsApprovals)
    .set({ status: 'cancelled', decisionReason: reason, decidedAt: new Date() })
    .where(and(eq(opsApprovals.id, id), eq(opsApprovals.status, 'pending')));
}

/** A second operator refuses the request; nothing moves. */
export async function rejectRequest(
  db: Db,
  actor: Actor,
  id: number,
  reason: string,
): Promise<NamedApproval> {
  const current = await approvalById(db, id);
  requirePermission(actor, current.kind as ApprovalKind);
  if (current.requestedBy === actor.id) throw rejectWith('不能驳回自己发起的申请，请撤回');
  return decide(db, id, { status: 'rejected', decidedBy: actor.id, decisionReason: reason });
}

/** The requester takes their own pending request back. */
export async function cancelRequest(db: Db, actor: Actor, id: number): Promise<NamedApproval> {
  const current = await approvalById(db, id);
  if (current.requestedBy !== actor.id) throw rejectWith('只能撤回自己发起的申请');
  return decide(db, id, { status: 'cancelled', decidedBy: actor.id, decisionReason: '申请人撤回' });
}

async function decide(
  db: Db,
  id: number,
  decision: { status: ApprovalStatus; decidedBy: number; decisionReason: string },
): Promise<NamedApproval> {
  const [row] = await db
    .update(opsApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(and(eq(opsApprovals.id, id), eq(opsApprovals.status, 'pending')))
    .returning({ id: opsApprovals.id });
  const now = await approvalById(db, id);
  if (!row) throw rejectWith(`该申请${STATUS_TEXT[now.status as ApprovalStatus] ?? ''}，不能再处理`);
  return now;
}

/** A large withdrawal rejected directly closes its open request too (it can no longer be paid). */
export async function closeWithdrawalRequest(
  db: Queryable,
  actor: Actor,
  withdrawalId: number,
  reason: string,
) {
  await db
    .update(opsApprovals)
    .set({ status: 'rejected', decidedBy: actor.id, decisionReason: reason, decidedAt: new Date() })
    .where(
      and(
        eq(opsApprovals.kind, 'withdrawal'),
        eq(opsApprovals.target, `withdraw:${withdrawalId}`),
        eq(opsApprovals.status, 'pending'),
      ),
    );
}

/** Whether a withdrawal of this amount needs a second operator (at or above the configured line). */
export const needsSecondOperator = (withdrawal: WithdrawalRow, fourEyesMinFen: bigint) =>
  withdrawal.status === WITHDRAW_STATUS.pending && withdrawal.amount >= fourEyesMinFen;
