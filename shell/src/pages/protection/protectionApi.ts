import { http, type RequestOptions } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

export type Protection = WireData<'get', '/v1/user/protection'>;
export type Limit = Protection['limits'][number];
export type LimitKind = Limit['kind'];
export type LimitPeriod = Limit['period'];
export type SessionSummary = WireData<'get', '/v1/user/protection/session'>;
export type ExclusionBody = WireBody<'post', '/v1/user/protection/exclusion'>;

/** 理性投注 calls; every write answers the whole state again, so the page just shows what comes back. */
export const protectionApi = {
  read: (opts?: RequestOptions) => http.get<Protection>('/v1/user/protection', undefined, opts),
  setLimit: (kind: LimitKind, period: LimitPeriod, amount: string | null) =>
    http.put<Protection>('/v1/user/protection/limit', { kind, period, amount }),
  confirm: (kind: LimitKind, period: LimitPeriod) =>
    http.post<Protection>('/v1/user/protection/confirm', { kind, period }),
  exclude: (body: ExclusionBody) => http.post<Protection>('/v1/user/protection/exclusion', body),
  setRealityCheck: (minutes: number) =>
    http.put<Protection>('/v1/user/protection/reality-check', { minutes }),
  session: (opts?: RequestOptions) =>
    http.get<SessionSummary>('/v1/user/protection/session', undefined, opts),
};
