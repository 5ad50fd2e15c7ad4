import { http, type Paged, type RequestOptions } from '@app/shared';
import type { ReportPageParams } from './reports';

export type RebateGameType = 'sports' | 'lottery' | 'game';

/** Rebate record status: 0 待领取, 1 已领取. */
export const REBATE_STATUS = { pending: 0, claimed: 1 } as const;

export interface RebateRate {
  game_type: RebateGameType;
  game_type_name: string;
  /** Basis points as a decimal string ("50" = 0.5%). */
  rate_bp: string;
  /** The same rate for people: "0.50%". */
  rate_percent: string;
}

export interface RebatePreviewItem extends RebateRate {
  turnover: string;
  amount: string;
  bet_count: number;
  period_start: string;
  period_end: string;
}

/** What applying now would create: valid turnover since the last applied period, per game type. */
export interface RebatePreview {
  vip_level: number;
  items: RebatePreviewItem[];
  total_turnover: string;
  total_amount: string;
  calculated_at: string;
}

export interface RebateRecord extends RebateRate {
  id: number;
  vip_level: number;
  turnover: string;
  amount: string;
  status: number;
  status_text: string;
  period_start: string;
  period_end: string;
  created_at: string;
  claimed_at: string | null;
}

export interface RebateRecordDetail extends RebateRecord {
  bet_count: number;
  /** The stakes the turnover came from, newest first (at most 100). */
  bets: Array<{ id: number; title: string; amount: string; created_at: string }>;
}

export interface RebateStats {
  /** The rebate switch (app info fanshui): when off, nothing can be applied or claimed. */
  enabled: boolean;
  vip_level: number;
  rates: RebateRate[];
  total_claimed: string;
  total_pending: string;
  claimed_count: number;
  pending_count: number;
}

export interface RebateClaimableStats {
  enabled: boolean;
  pending_amount: string;
  pending_count: number;
  /** Not yet applied: what calculate would show. */
  unapplied: RebatePreview;
}

export interface RebateApplyResult {
  records: RebateRecord[];
  total_amount: string;
}

export interface RebateClaimResult {
  /** Records paid by this request (or, for a repeat, by the first request). */
  records: RebateRecord[];
  amount: string;
  balance: string;
  /** True when nothing new was paid because this request had already run. */
  repeated: boolean;
}

export interface RebateRecordQuery extends ReportPageParams {
  status?: number;
  game_type?: RebateGameType;
}

/** SPEC 7 Rebate. Money-moving calls always carry an idempotency key, so a retried tap never pays twice. */
export const rebateApi = {
  stats: (opts?: RequestOptions) => http.get<RebateStats>('/v1/rebate/stats', undefined, opts),
  claimableStats: (opts?: RequestOptions) =>
    http.get<RebateClaimableStats>('/v1/rebate/claimable-stats', undefined, opts),
  records: (query: RebateRecordQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<RebateRecord>>('/v1/rebate/records', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<RebateRecordDetail>(`/v1/rebate/detail/${id}`, undefined, opts),
  calculate: (opts?: RequestOptions) => http.post<RebatePreview>('/v1/rebate/calculate', undefined, opts),
  apply: (idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<RebateApplyResult>('/v1/rebate/apply', undefined, { ...opts, idempotencyKey }),
  claim: (id: number, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<RebateClaimResult>(`/v1/rebate/claim/${id}`, undefined, { ...opts, idempotencyKey }),
  claimAll: (idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<RebateClaimResult>('/v1/rebate/claim-all', undefined, { ...opts, idempotencyKey }),
  claimMultiple: (recordIds: number[], idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<RebateClaimResult>(
      '/v1/rebate/claim-multiple',
      { record_ids: recordIds },
      { ...opts, idempotencyKey },
    ),
};
