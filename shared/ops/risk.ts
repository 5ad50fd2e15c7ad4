// 风控's live channel: the server tells operators watching the book's liability what changed.

/** 风控's private channel; GET /api/ops/realtime/auth signs it for operators holding `trading.read`. */
export const OPS_RISK_CHANNEL = 'private-ops-risk';
/** `{ match_ids: number[] }`: those matches' liability changed (orders taken, settled, limits or reopenings). */
export const OPS_LIABILITY_EVENT = 'ops.liability';
/** `{ match_id, play, option }`: a breach suspended that outcome (the book's on_breach is `suspend`). */
export const OPS_OUTCOME_SUSPENDED_EVENT = 'ops.outcome_suspended';

export interface LiabilityChanged {
  match_ids: number[];
}

export interface OutcomeSuspended {
  match_id: number;
  play: string;
  option: string;
}
