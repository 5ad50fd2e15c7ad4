import { http, type Paged, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** Dates are Beijing calendar days YYYY-MM-DD, both inclusive. */
export interface ReportDateRange {
  start_date?: string;
  end_date?: string;
}

export interface ReportPageParams {
  page?: number;
  per_page?: number;
}

export type BettingSource = 'sports' | 'lottery';

/** Betting record status: 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单. */
export const BETTING_STATUS = { pending: 0, won: 1, lost: 2, cancelled: 3 } as const;

/** A sports order or a lottery bet of the player, in one list (the server's response schema). */
export type BettingRecord = WireData<'get', '/v1/betting-records'>['list'][number];

export interface BettingRecordQuery extends ReportDateRange, ReportPageParams {
  source?: BettingSource;
  status?: number;
}

/** The 投注记录 figures of @app/shared/figures, as the server computes them (bets by placement day). */
export type BettingStats = WireData<'get', '/v1/betting-records/stats'>;
export type BettingTotals = Omit<BettingStats, 'by_source'>;

/** A record with its picks: match legs for sports, codes for lottery. */
export type BettingRecordDetail = WireData<'get', '/v1/betting-records/{id}'>;

/** 综合报表: the period's totals, withdrawals under review now, and one entry per day, oldest first. */
export type ComprehensiveReport = WireData<'get', '/v1/reports/comprehensive'>;
/**
 * The money of one day or of the whole period (yuan), as @app/shared/figures defines it: withdraw is paid
 * out only, bet is 有效投注 (settled stakes), net (总盈亏) = win + rebate + bonus − bet.
 */
export type ReportFigures = ComprehensiveReport['totals'];
export type ReportDay = ComprehensiveReport['daily'][number];

/** SPEC 7 Reports: betting records and the comprehensive report (game records: gamesApi). */
export const reportsApi = {
  bettingRecords: (query: BettingRecordQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<BettingRecord>>('/v1/betting-records', { ...query }, opts),
  bettingStats: (
    query: Omit<BettingRecordQuery, 'page' | 'per_page' | 'status'> = {},
    opts?: RequestOptions,
  ) => http.get<BettingStats>('/v1/betting-records/stats', { ...query }, opts),
  bettingRecord: (id: string, opts?: RequestOptions) =>
    http.get<BettingRecordDetail>(`/v1/betting-records/${encodeURIComponent(id)}`, undefined, opts),
  comprehensive: (query: ReportDateRange & { days?: number } = {}, opts?: RequestOptions) =>
    http.get<ComprehensiveReport>('/v1/reports/comprehensive', { ...query }, opts),
};
