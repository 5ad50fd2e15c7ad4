import { http, type RequestOptions } from './client';
import type { Paged } from './sports';

/** Report bucket of a ledger type (server/domain/ledger-types.ts). */
export type BillCategory =
  | 'deposit'
  | 'withdraw'
  | 'bet'
  | 'refund'
  | 'win'
  | 'rebate'
  | 'bonus'
  | 'transfer'
  | 'adjust';

/** Dates are Beijing calendar days YYYY-MM-DD, both inclusive. */
export interface ReportDateRange {
  start_date?: string;
  end_date?: string;
}

export interface ReportPageParams {
  page?: number;
  per_page?: number;
}

/** One balance change of the player (a ledger row). Amounts are signed yuan ("-8.00" for a stake). */
export interface Bill {
  id: number;
  type: string;
  type_text: string;
  category: BillCategory;
  category_text: string;
  amount: string;
  before: string;
  after: string;
  remark: string;
  created_at: string;
}

export interface BillQuery extends ReportDateRange, ReportPageParams {
  category?: BillCategory;
}

/** A page of bills plus the money in and out over the whole filter (not only this page). */
export interface BillPage extends Paged<Bill> {
  income: string;
  expense: string;
}

export interface BillCategoryInfo {
  key: BillCategory;
  name: string;
  types: Array<{ type: string; name: string }>;
}

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

export type BettingSource = 'sports' | 'lottery';

/** Betting record status: 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单. */
export const BETTING_STATUS = { pending: 0, won: 1, lost: 2, cancelled: 3 } as const;

/** A sports order or a lottery bet of the player, in one list. */
export interface BettingRecord {
  /** "sports-12" or "lottery-34": the source and its own id. */
  id: string;
  source: BettingSource;
  source_text: string;
  /** Order or bet number shown to the player. */
  ref_no: string;
  title: string;
  content: string;
  stake: string;
  payout: string;
  /** payout - stake once settled; null while pending or cancelled. */
  profit: string | null;
  status: number;
  status_text: string;
  created_at: string;
  settled_at: string | null;
  /** The page of the source area showing this bet in full. */
  link: string | null;
}

export interface BettingRecordQuery extends ReportDateRange, ReportPageParams {
  source?: BettingSource;
  status?: number;
}

export interface BettingTotals {
  count: number;
  stake_total: string;
  payout_total: string;
  profit_total: string;
  pending_count: number;
}

export interface BettingStats extends BettingTotals {
  by_source: Array<BettingTotals & { source: BettingSource; source_text: string }>;
}

export interface BettingRecordDetail extends BettingRecord {
  /** Picks of the bet: match legs for sports, codes for lottery. */
  items: Array<{ label: string; value: string; result_text: string }>;
}

/** The money of one day or of the whole period (yuan). net = win + rebate + bonus - bet. */
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
  /** One entry per day of the period, oldest first, days without money included as zeros. */
  daily: ReportDay[];
}

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

/** Bills (a view of the ledger; not in SPEC 7, documented in the OpenAPI at /api/docs). */
export const billsApi = {
  list: (query: BillQuery = {}, opts?: RequestOptions) => http.get<BillPage>('/v1/bills', { ...query }, opts),
  categories: (opts?: RequestOptions) => http.get<BillCategoryInfo[]>('/v1/bills/types', undefined, opts),
};

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
