import { http, type Paged, type RequestOptions } from '@app/shared';
import type { OddsPolicy } from '@app/shared/betting';

export interface SubmitOrderInput {
  sport: 'football' | 'basketball';
  mode: 'single' | 'mixed';
  /** Combination codes such as '3x4'; empty for single bets. */
  combos: string[];
  /** Whole yuan per bet (2-20000). */
  amount: number;
  multiple: number;
  selections: Array<{ match_id: number; play: string; option: string; odds: string }>;
  /** What the player accepts if a price moved (server default: none). */
  odds_policy?: OddsPolicy;
}

export interface SubmittedOrder {
  order_no: string;
  id: number;
  bet_count: number;
  stake: string;
  max_prize: string;
  /** True when the idempotency key had already placed this order. */
  repeated: boolean;
}

export interface OrderLeg {
  match_id: number;
  match_no: string;
  league_name: string;
  home_team: string;
  away_team: string;
  start_time: string;
  match_status: number;
  home_score: number | null;
  away_score: number | null;
  play: string;
  play_name: string;
  option: string;
  option_name: string;
  odds: string;
  line: string;
  /** 0 待开奖, 1 赢, 2 输, 3 取消. */
  result: number;
  result_text: string;
}

export interface Order {
  id: number;
  order_no: string;
  sport_type: number;
  mode: 'single' | 'mixed';
  mode_text: string;
  combos: string[];
  combo_names: string[];
  amount: string;
  multiple: number;
  bet_count: number;
  stake: string;
  min_prize: string;
  max_prize: string;
  payout: string;
  /** 0 待开奖, 1 已中奖, 2 未中奖. */
  status: number;
  status_text: string;
  created_at: string;
  settled_at: string | null;
  legs: OrderLeg[];
}

export interface ComboDetail {
  index: number;
  passes: number;
  pass_name: string;
  /** SPEC 3 combo filter: win=1, lose=2, pending=0. */
  status: number;
  status_text: string;
  prize: string;
  potential_prize: string;
  legs: OrderLeg[];
}

export interface ComboStats {
  order_no: string;
  total: number;
  win: number;
  lose: number;
  pending: number;
  win_amount: string;
  stake: string;
  payout: string;
  status: number;
  status_text: string;
}

/** Combo detail status filter (SPEC 3). */
export const COMBO_STATUS = { pending: 0, win: 1, lose: 2 } as const;

/** SPEC 7 "Orders". Submit always carries an idempotency key, so a retried submit never bets twice. */
export const ordersApi = {
  submit: (input: SubmitOrderInput, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<SubmittedOrder>('/v1/order/submit', input, { ...opts, idempotencyKey }),
  history: (query: { status?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<Order>>('/v1/order/history', query, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Order>(`/v1/order/detail/${id}`, undefined, opts),
  detailByNo: (orderNo: string, opts?: RequestOptions) =>
    http.get<Order>(`/v1/order/by-no/${encodeURIComponent(orderNo)}/detail`, undefined, opts),
  comboDetails: (
    orderNo: string,
    query: { status?: number; page?: number; per_page?: number } = {},
    opts?: RequestOptions,
  ) =>
    http.get<Paged<ComboDetail> & { order_no: string }>(
      `/v1/order/by-no/${encodeURIComponent(orderNo)}/combo-details`,
      { page: 1, per_page: 10, ...query },
      opts,
    ),
  comboStats: (orderNo: string, opts?: RequestOptions) =>
    http.get<ComboStats>(`/v1/order/by-no/${encodeURIComponent(orderNo)}/combo-stats`, undefined, opts),
};
