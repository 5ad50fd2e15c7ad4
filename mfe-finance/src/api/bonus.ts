import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { ReportDateRange, ReportPageParams } from './reports';

/** A reward paid to the player: activity, sign-in, invite or VIP (ledger category bonus). */
export type BonusLog = WireData<'get', '/v1/bonus-logs/{id}'>;

export interface BonusLogQuery extends ReportDateRange, ReportPageParams {
  type?: string;
}

export type BonusStatistics = WireData<'get', '/v1/bonus-logs/statistics'>;

/** SPEC 7 Finance: bonus logs. */
export const bonusApi = {
  list: (query: BonusLogQuery = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/bonus-logs'>>('/v1/bonus-logs', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<BonusLog>(`/v1/bonus-logs/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<BonusStatistics>('/v1/bonus-logs/statistics', undefined, opts),
  types: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/bonus-logs/types'>>('/v1/bonus-logs/types', undefined, opts),
};
