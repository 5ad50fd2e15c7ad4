import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { ReportPageParams } from './reports';

export type RebateGameType = 'sports' | 'lottery' | 'game';

/** Rebate record status: 0 待领取, 1 已领取. */
export const REBATE_STATUS = { pending: 0, claimed: 1 } as const;

// Rebate shapes from the server's route schemas (server/http/finance/rebate-schemas.ts), through the wire types.
export type RebateStats = WireData<'get', '/v1/rebate/stats'>;
/** A game type's rate: basis points as a decimal string ("50" = 0.5%) and for people ("0.50%"). */
export type RebateRate = RebateStats['rates'][number];
/** What applying now would create: valid turnover since the last applied period, per game type. */
export type RebatePreview = WireData<'post', '/v1/rebate/calculate'>;
export type RebatePreviewItem = RebatePreview['items'][number];
export type RebateRecord = WireData<'get', '/v1/rebate/records'>['list'][number];
/** A record with the stakes its turnover came from, newest first (at most 100). */
export type RebateRecordDetail = WireData<'get', '/v1/rebate/detail/{id}'>;
export type RebateClaimableStats = WireData<'get', '/v1/rebate/claimable-stats'>;
export type RebateApplyResult = WireData<'post', '/v1/rebate/apply'>;
/** Records paid by this request (or, for a repeat, by the first one); `repeated` when nothing new was paid. */
export type RebateClaimResult = WireData<'post', '/v1/rebate/claim-all'>;

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
    http.get<WireData<'get', '/v1/rebate/records'>>('/v1/rebate/records', { ...query }, opts),
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
