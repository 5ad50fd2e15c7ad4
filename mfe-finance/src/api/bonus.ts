import { http, type Paged, type RequestOptions } from '@app/shared';
import type { Bill } from './bills';
import type { ReportDateRange, ReportPageParams } from './reports';

/** A reward paid to the player: activity, sign-in, invite or VIP (ledger category bonus). */
export type BonusLog = Omit<Bill, 'category' | 'category_text'>;

export interface BonusLogQuery extends ReportDateRange, ReportPageParams {
  type?: string;
}

export interface BonusStatistics {
  total: string;
  count: number;
  today: string;
  this_month: string;
  by_type: Array<{ type: string; type_text: string; amount: string; count: number }>;
}

/** SPEC 7 Finance: bonus logs. */
export const bonusApi = {
  list: (query: BonusLogQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<BonusLog>>('/v1/bonus-logs', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<BonusLog>(`/v1/bonus-logs/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<BonusStatistics>('/v1/bonus-logs/statistics', undefined, opts),
  types: (opts?: RequestOptions) =>
    http.get<Array<{ type: string; name: string }>>('/v1/bonus-logs/types', undefined, opts),
};
