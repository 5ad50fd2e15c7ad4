import { http, type RequestOptions } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

// 跟单 shapes from the server's route schemas (server/http/social/plan-schemas.ts).
export type Plan = WireData<'get', '/v1/plans'>['list'][number];
export type PlanDetail = WireData<'get', '/v1/plans/{id}'>;
export type PlanFollow = WireData<'post', '/v1/plans/{id}/follow'>;
export type FollowedPlan = WireData<'get', '/v1/plans/follows'>['list'][number];
export type PublishedPlan = WireData<'get', '/v1/plans/published'>['list'][number];
export type PublishableOrder = WireData<'get', '/v1/plans/publishable'>[number];
export type PlanSort = 'recommend' | 'popular' | 'streak';
type PlanPage = WireData<'get', '/v1/plans'>;
type FollowPage = WireData<'get', '/v1/plans/follows'>;
type PublishedPage = WireData<'get', '/v1/plans/published'>;
type PublishInput = WireBody<'post', '/v1/plans'>;

export interface PlanQuery {
  page: number;
  per_page: number;
  sort: PlanSort;
  sport_type?: number;
  /** One publisher's plans (their page). */
  user_id?: number;
}

/** 跟单: the plan hall, a plan, following one, and the player's own follows and publications. */
export const plansApi = {
  list: (query: PlanQuery, opts?: RequestOptions) => http.get<PlanPage>('/v1/plans', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<PlanDetail>(`/v1/plans/${id}`, undefined, opts),
  /** The same Idempotency-Key while the player retries one follow: a retry never places a second order. */
  follow: (id: number, multiple: number, idempotencyKey: string) =>
    http.post<PlanFollow>(`/v1/plans/${id}/follow`, { multiple }, { idempotencyKey }),
  follows: (page: number, per_page: number, opts?: RequestOptions) =>
    http.get<FollowPage>('/v1/plans/follows', { page, per_page }, opts),
  published: (page: number, per_page: number, opts?: RequestOptions) =>
    http.get<PublishedPage>('/v1/plans/published', { page, per_page }, opts),
  publishable: (opts?: RequestOptions) =>
    http.get<PublishableOrder[]>('/v1/plans/publishable', undefined, opts),
  publish: (input: PublishInput) => http.post<PlanDetail>('/v1/plans', input),
};
