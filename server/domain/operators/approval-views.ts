// What a four-eyes request looks like to operators, and how the queue reads them (with both operators' names).
import { fenToYuan } from '@app/shared/format';
import { PERMISSIONS, type Permission } from '@app/shared/ops';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { operators, opsApprovals } from '../../db/schema';
import { DomainError } from '../errors';

export const APPROVAL_KINDS = ['credit', 'debit', 'withdrawal', 'resettle', 'void_settled'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The permission that both asks for and decides each kind. */
export const APPROVAL_PERMISSION: Record<ApprovalKind, Permission> = {
  credit: 'finance.credit',
  debit: 'finance.credit',
  withdrawal: 'finance.withdrawals',
  resettle: 'trading.settle',
  void_settled: 'trading.void',
};
const KIND_TEXT: Record<ApprovalKind, string> = {
  credit: '加款',
  debit: '扣款',
  withdrawal: '大额提现',
  resettle: '改判',
  void_settled: '取消已结算比赛',
};
export const STATUS_TEXT: Record<ApprovalStatus, string> = {
  pending: '待复核',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已撤回',
};

export const OWN_REQUEST_REFUSED = '不能审批自己发起的申请，请由另一位运营复核';

/** The signed-in operator acting on a request. */
export interface Actor {
  id: number;
  username: string;
  permissions: readonly Permission[];
}

export type ApprovalRow = typeof opsApprovals.$inferSelect;
/** Operators by username (what the audit keeps) and by the name people know them by (display name, else username). */
export type NamedApproval = ApprovalRow & {
  requesterName: string;
  requesterDisplay: string;
  deciderName: string | null;
  deciderDisplay: string | null;
};

export function approvalJson(row: NamedApproval, viewer?: Actor) {
  const kind = row.kind as ApprovalKind;
  const status = row.status as ApprovalStatus;
  return {
    id: row.id,
    kind,
    kind_text: KIND_TEXT[kind] ?? kind,
    amount: row.amount === null ? null : fenToYuan(row.amount),
    target: row.target,
    payload: row.payload,
    status,
    status_text: STATUS_TEXT[status] ?? status,
    reason: row.reason,
    requested_by: row.requesterName,
    requested_by_name: row.requesterDisplay,
    decided_by: row.deciderName,
    decided_by_name: row.deciderDisplay,
    decision_reason: row.decisionReason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    ...(viewer ? { mine: row.requestedBy === viewer.id } : {}),
  };
}
export type ApprovalJson = ReturnType<typeof approvalJson>;

const requester = alias(operators, 'requester');
const decider = alias(operators, 'decider');
// Null for a decider not yet there (the left join), else the display name or, when none was set, the username.
const shownName = (operator: { displayName: AnyPgColumn; username: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(${operator.displayName}, ''), ${operator.username})`;
export const namedSelect = (db: Queryable) =>
  db
    .select({
      approval: opsApprovals,
      requesterName: requester.username,
      requesterDisplay: shownName(requester),
      deciderName: decider.username,
      deciderDisplay: shownName(decider),
    })
    .from(opsApprovals)
    .innerJoin(requester, eq(requester.id, opsApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, opsApprovals.decidedBy));
export const named = (row: {
  approval: ApprovalRow;
  requesterName: string;
  requesterDisplay: string | null;
  deciderName: string | null;
  deciderDisplay: string | null;
}): NamedApproval => ({
  ...row.approval,
  requesterName: row.requesterName,
  requesterDisplay: row.requesterDisplay ?? row.requesterName,
  deciderName: row.deciderName,
  deciderDisplay: row.deciderDisplay,
});

export async function approvalById(db: Queryable, id: number): Promise<NamedApproval> {
  const [row] = await namedSelect(db).where(eq(opsApprovals.id, id));
  if (!row) throw new DomainError(404, '复核申请不存在');
  return named(row);
}

const mayDecide = (actor: Actor, kind: ApprovalKind) => actor.permissions.includes(APPROVAL_PERMISSION[kind]);

export function requirePermission(actor: Actor, kind: ApprovalKind): void {
  const permission = APPROVAL_PERMISSION[kind];
  if (!mayDecide(actor, kind)) throw new DomainError(403, `没有权限：${PERMISSIONS[permission]}`);
}

/** Requests of the kinds the actor may decide, newest first. */
export async function listApprovals(
  db: Queryable,
  actor: Actor,
  filter: { status?: ApprovalStatus | undefined; kind?: ApprovalKind | undefined },
): Promise<ApprovalJson[]> {
  const kinds = APPROVAL_KINDS.filter(
    (kind) => mayDecide(actor, kind) && (!filter.kind || filter.kind === kind),
  );
  if (kinds.length === 0) return [];
  const rows = await namedSelect(db)
    .where(
      and(
        inArray(opsApprovals.kind, kinds),
        filter.status ? eq(opsApprovals.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(opsApprovals.id))
    .limit(200);
  return rows.map((row) => approvalJson(named(row), actor));
}
