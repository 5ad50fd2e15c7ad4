import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

// The operator side of money (/api/ops, served through the console's operator session), typed as the ops
// routes declare their answers (server/ops/finance-routes.ts, approval-routes.ts).

/** A four-eyes request: one operator asks, a second one (never the requester) approves or rejects. */
export type Approval = WireData<'get', '/ops/approvals'>[number];
export type ApprovalKind = Approval['kind'];
export type ApprovalStatus = Approval['status'];
/** A withdrawal on the review queue; `review` is its open four-eyes request (待复核), or null. */
export type PendingWithdrawal = WireData<'get', '/ops/withdraws'>[number];
export type PendingRecharge = WireData<'get', '/ops/payments'>[number];

export interface CreditRequest {
  username: string;
  /** Yuan; negative for a debit. */
  amount: string;
  reason: string;
}

export const opsFinanceApi = {
  withdrawals: () => http.get<PendingWithdrawal[]>('/ops/withdraws'),
  /** Pays a withdrawal, or (at or above the four-eyes line) opens a request another operator approves. */
  approveWithdrawal: (id: number) =>
    http.post<WireData<'post', '/ops/withdraws/{id}/approve'>>(`/ops/withdraws/${id}/approve`),
  rejectWithdrawal: (id: number, reason: string) =>
    http.post<WireData<'post', '/ops/withdraws/{id}/reject'>>(`/ops/withdraws/${id}/reject`, { reason }),
  recharges: () => http.get<PendingRecharge[]>('/ops/payments'),
  confirmRecharge: (orderNo: string) => http.post<PendingRecharge>(`/ops/payments/${orderNo}/confirm`),
  rejectRecharge: (orderNo: string, reason: string) =>
    http.post<PendingRecharge>(`/ops/payments/${orderNo}/reject`, { reason }),
  approvals: (query: { status?: ApprovalStatus; kind?: ApprovalKind } = {}) =>
    http.get<Approval[]>('/ops/approvals', { ...query }),
  requestCredit: (body: CreditRequest, idempotencyKey: string) =>
    http.post<Approval>('/ops/users/credit', body, { idempotencyKey }),
  approve: (id: number) =>
    http.post<WireData<'post', '/ops/approvals/{id}/approve'>>(`/ops/approvals/${id}/approve`),
  reject: (id: number, reason: string) => http.post<Approval>(`/ops/approvals/${id}/reject`, { reason }),
  cancel: (id: number) => http.post<Approval>(`/ops/approvals/${id}/cancel`),
};
