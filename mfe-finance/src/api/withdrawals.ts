import { http, type Paged, type RequestOptions } from '@app/shared';
import type { ListQuery, UsdtRate } from './payments';
import type { WalletType } from './wallets';

/** Status: 0 审核中, 1 已到账, 2 已驳回, 3 已取消. */
export interface Withdrawal {
  id: number;
  order_no: string;
  wallet_id: number;
  wallet_type: WalletType;
  bank_name: string;
  account: string;
  amount: string;
  fee: string;
  actual_amount: string;
  usdt_amount: string | null;
  usdt_rate: string | null;
  status: number;
  status_text: string;
  remark: string;
  created_at: string;
  reviewed_at: string | null;
}

export interface WithdrawConfig {
  min: string;
  max: string;
  daily_count: number;
  today_count: number;
  remaining_count: number;
  fee_percent: string;
  fee_min: string;
  fee_max: string;
  usdt_rate: string;
  codingvolume: string;
  disable_withdraw: number;
  has_payment_password: number;
  /** Why the player cannot withdraw now (turnover, disabled), or null. */
  blocked_reason: string | null;
}

export interface WithdrawBalance {
  balance: string;
  withdrawable: string;
  frozen: string;
  codingvolume: string;
  total_withdraw: string;
}

export interface WithdrawFee {
  amount: string;
  fee: string;
  actual_amount: string;
  /** CNY per USDT and the USDT that actual_amount pays to a USDT wallet (rounded down to the cent). */
  usdt_rate: string;
  usdt_amount: string;
}

export interface WithdrawStatistics {
  total_count: number;
  approved_count: number;
  pending_count: number;
  approved_amount: string;
  pending_amount: string;
  fee_amount: string;
  today_count: number;
}

/** SPEC 7 Withdraws: the amount is held at request and refunded if rejected or cancelled. */
export const withdrawApi = {
  list: (query: ListQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<Withdrawal>>('/v1/withdraws', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Withdrawal>(`/v1/withdraws/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<WithdrawStatistics>('/v1/withdraws/statistics', undefined, opts),
  config: (opts?: RequestOptions) => http.get<WithdrawConfig>('/v1/withdraws/config', undefined, opts),
  fee: (amount: string, opts?: RequestOptions) =>
    http.get<WithdrawFee>('/v1/withdraws/fee', { amount }, opts),
  balance: (opts?: RequestOptions) => http.get<WithdrawBalance>('/v1/withdraws/balance', undefined, opts),
  banks: (opts?: RequestOptions) =>
    http.get<Array<{ id: number; name: string }>>('/v1/withdraws/banks', undefined, opts),
  usdtRate: (opts?: RequestOptions) => http.get<UsdtRate>('/v1/withdraws/usdt-rate', undefined, opts),
  create: (body: { wallet_id: number; amount: string; payment_password: string }, opts?: RequestOptions) =>
    http.post<Withdrawal & { repeated: boolean }>('/v1/withdraws', body, opts),
  cancel: (id: number, opts?: RequestOptions) =>
    http.post<Withdrawal>(`/v1/withdraws/${id}/cancel`, undefined, opts),
};
