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
export interface BettingTotals {
  count: number;
  /** 投注总额 = valid_total + pending_stake. */
  stake_total: string;
  /** 有效投注: stakes settled won or lost. */
  valid_total: string;
  /** 待开奖 stakes. */
  pending_stake: string;
  payout_total: string;
  /** 投注盈亏 = payout_total − valid_total. */
  profit_total: string;
  pending_count: number;
}

export interface BettingStats extends BettingTotals {
  by_source: Array<BettingTotals & { source: BettingSource; source_text: string }>;
}

/** A record with its picks: match legs for sports, codes for lottery. */
export type BettingRecordDetail = WireData<'get', '/v1/betting-records/{id}'>;

/**
 * The money of one day or of the whole period (yuan), as @app/shared/figures defines it: withdraw is paid
 * out only, bet is 有效投注 (settled stakes), net (总盈亏) = win + rebate + bonus − bet.
 */
export interface ReportFigures {
  deposit: string;
  withdraw: string;
  bet: string;
  win: string;
  rebate: string;
  bonus: string;
  net: string;
}

export interface ReportDay extends ReportFigures {
  date: string;
}

export interface ComprehensiveReport {
  start_date: string;
  end_date: string;
  totals: ReportFigures;
  /** 审核中: withdrawals waiting for review now (held, not in totals.withdraw). */
  withdraw_pending: string;
  /** One entry per day of the period, oldest first, days without money included as zeros. */
  daily: ReportDay[];
}

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
