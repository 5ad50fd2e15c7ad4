import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

// 合买 shapes from the server's route schemas (server/http/social/syndicate-schemas.ts).
export type Syndicate = WireData<'get', '/v1/syndicates'>['list'][number];
export type SyndicateDetail = WireData<'get', '/v1/syndicates/{id}'>;
export type SyndicateSort = 'progress' | 'newest' | 'total';
export type SyndicateRole = 'joined' | 'initiated';
type SyndicatePage = WireData<'get', '/v1/syndicates'>;

export interface SyndicateQuery {
  page: number;
  per_page: number;
  sort: SyndicateSort;
  sport_type?: number;
}

/** 合买: the hall, one syndicate (a private one with its link's code), buying shares, cancelling, and mine. */
export const syndicatesApi = {
  list: (query: SyndicateQuery, opts?: RequestOptions) =>
    http.get<SyndicatePage>('/v1/syndicates', { ...query }, opts),
  mine: (role: SyndicateRole, page: number, per_page: number, opts?: RequestOptions) =>
    http.get<SyndicatePage>('/v1/syndicates/mine', { role, page, per_page }, opts),
  detail: (id: number, code: string | null, opts?: RequestOptions) =>
    http.get<SyndicateDetail>(`/v1/syndicates/${id}`, code ? { code } : undefined, opts),
  /** The same Idempotency-Key while the player retries one purchase: a retry never buys twice. */
  buy: (id: number, shares: number, code: string | null, idempotencyKey: string) =>
    http.post<SyndicateDetail>(
      `/v1/syndicates/${id}/buy`,
      { shares, ...(code ? { code } : {}) },
      { idempotencyKey },
    ),
  cancel: (id: number) => http.post<SyndicateDetail>(`/v1/syndicates/${id}/cancel`, {}),
};
