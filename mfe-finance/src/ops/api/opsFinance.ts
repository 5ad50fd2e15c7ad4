import { http } from '@app/shared';

// The operator side of money (/api/ops, served through the console's operator session). Shapes as the ops
// routes answer them (server/ops/finance-routes.ts, approval-routes.ts); ops routes are not in the wire types.

export type ApprovalKind = 'credit' | 'debit' | 'withdrawal' | 'resettle' | 'void_settled';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

/** A four-eyes request: one operator asks, a second one (never the requester) approves or rejects. */
export interface Approval {
  id: number;
  kind: ApprovalKind;
  kind_text: string;
  amount: string | null;
  target: string;
  /** What runs on approval: a 改判 names its match (`match`), the result it corrects (`settled`) and `outcome`. */
  payload: Record<string, unknown>;
  status: ApprovalStatus;
  status_text: string;
  reason: string;
  /** Usernames, as the audit names operators. */
  requested_by: string;
  decided_by: string | null;
  /** Display names (the username where none was set), as the desk knows each other. */
  requested_by_name: string;
  decided_by_name: string | null;
  /** null until the request is decided. */
  decision_reason: string | null;
  created_at: string;
  decided_at: string | null;
  /** The signed-in operator asked for it: only someone else may approve. */
  mine?: boolean;
}

export interface PendingWithdrawal {
  id: number;
  order_no: string;
  username: string;
  wallet_type: string;
  bank_name: string;
  account: string;
  amount: string;
  fee: string;
  actual_amount: string;
  usdt_amount: string | null;
  created_at: string;
  /** The open four-eyes request of a large withdrawal (待复核), or null. */
  review: Approval | null;
}

export interface PendingRecharge {
  order_no: string;
  username: string;
  method_text: string;
  amount: string;
  usdt_amount: string | null;
  status_text: string;
  tx_hash: string | null;
  voucher: string | null;
  created_at: string;
}

export interface CreditRequest {
  username: string;
  /** Yuan; negative for a debit. */
  amount: string;
  reason: string;
}

export const opsFinanceApi = {
  withdrawals: () => http.get<PendingWithdrawal[]>('/ops/withdraws'),
  /** Pays a withdrawal, or (at or above the four-eyes line) opens a request another operator approves. */
  approveWithdrawal: (id: number) => http.post<PendingWithdrawal>(`/ops/withdraws/${id}/approve`),
  rejectWithdrawal: (id: number, reason: string) =>
    http.post<PendingWithdrawal>(`/ops/withdraws/${id}/reject`, { reason }),
  recharges: () => http.get<PendingRecharge[]>('/ops/payments'),
  confirmRecharge: (orderNo: string) => http.post<PendingRecharge>(`/ops/payments/${orderNo}/confirm`),
  rejectRecharge: (orderNo: string, reason: string) =>
    http.post<PendingRecharge>(`/ops/payments/${orderNo}/reject`, { reason }),
  approvals: (query: { status?: ApprovalStatus; kind?: ApprovalKind } = {}) =>
    http.get<Approval[]>('/ops/approvals', { ...query }),
  requestCredit: (body: CreditRequest, idempotencyKey: string) =>
    http.post<Approval>('/ops/users/credit', body, { idempotencyKey }),
  approve: (id: number) => http.post<Approval & { executed: boolean }>(`/ops/approvals/${id}/approve`),
  reject: (id: number, reason: string) => http.post<Approval>(`/ops/approvals/${id}/reject`, { reason }),
  cancel: (id: number) => http.post<Approval>(`/ops/approvals/${id}/cancel`),
};
