import { http, type RequestOptions } from './client';
import type { Paged } from './sports';

/** Recharge methods: the demo online gateway, a bank transfer to the company account, USDT (TRC20). */
export type RechargeMethodKey = 'online' | 'bank' | 'usdt';

export interface RechargeMethod {
  key: RechargeMethodKey;
  name: string;
  description: string;
  min: string;
  max: string;
  presets: number[];
}

/** Status: 0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期. */
export interface PaymentOrder {
  id: number;
  order_no: string;
  method: RechargeMethodKey;
  method_text: string;
  amount: string;
  usdt_amount: string | null;
  usdt_rate: string | null;
  status: number;
  status_text: string;
  tx_hash: string | null;
  voucher: string | null;
  remark: string;
  created_at: string;
  expires_at: string;
  submitted_at: string | null;
  paid_at: string | null;
}

export interface CompanyBankAccount {
  bank_name: string;
  account_name: string;
  account_no: string;
  branch: string;
}

/** How to pay an order: the gateway link (online), the company account (bank) or the address (usdt). */
export interface PaymentInfo {
  order: PaymentOrder;
  pay_url?: string;
  bank_account?: CompanyBankAccount;
  address?: string;
  network?: string;
  usdt_amount?: string | null;
  usdt_rate?: string | null;
}

export interface PaymentStatistics {
  total_count: number;
  paid_count: number;
  pending_count: number;
  paid_amount: string;
}

export interface UsdtRate {
  rate: string;
  currency: string;
  network: string;
}

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

export type WalletType = 'bank' | 'usdt';

/** A payout account; bank card numbers arrive masked ("6225 **** **** 7890"). */
export interface UserWallet {
  id: number;
  type: WalletType;
  type_text: string;
  holder: string;
  bank_name: string;
  branch: string;
  account: string;
  account_tail: string;
  network: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  is_default: number;
  created_at: string;
}

export interface WalletInput {
  type: WalletType;
  account: string;
  holder?: string;
  bank_name?: string;
  branch?: string;
}

export interface ListQuery {
  page?: number;
  per_page?: number;
  status?: number;
}

/** SPEC 7 Payment orders: recharge. Money-moving calls take an idempotency key (RequestOptions). */
export const paymentsApi = {
  list: (query: ListQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<PaymentOrder>>('/v1/payment-orders', { ...query }, opts),
  simple: (opts?: RequestOptions) => http.get<PaymentOrder[]>('/v1/payment-orders/simple', undefined, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<PaymentOrder>(`/v1/payment-orders/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<PaymentStatistics>('/v1/payment-orders/statistics', undefined, opts),
  methods: (opts?: RequestOptions) =>
    http.get<RechargeMethod[]>('/v1/payment-orders/methods', undefined, opts),
  systemWalletAddress: (opts?: RequestOptions) =>
    http.get<{ address: string; network: string; currency: string }>(
      '/v1/payment-orders/system-wallet-address',
      undefined,
      opts,
    ),
  usdtRate: (opts?: RequestOptions) => http.get<UsdtRate>('/v1/payment-orders/usdt-rate', undefined, opts),
  create: (body: { method: RechargeMethodKey; amount: string }, opts?: RequestOptions) =>
    http.post<PaymentInfo & { repeated: boolean }>('/v1/payment-orders', body, opts),
  cancel: (id: number, opts?: RequestOptions) =>
    http.post<PaymentOrder>(`/v1/payment-orders/${id}/cancel`, undefined, opts),
  paymentInfo: (order_no: string, opts?: RequestOptions) =>
    http.post<PaymentInfo>('/v1/payment-orders/payment-info', { order_no }, opts),
  submitTransfer: (body: { order_no: string; tx_hash?: string; voucher?: string }, opts?: RequestOptions) =>
    http.post<PaymentOrder>('/v1/payment-orders/submit-transfer', body, opts),
};

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

/** SPEC 7 Wallets: bank cards and TRC20 addresses a player withdraws to. */
export const walletsApi = {
  list: (opts?: RequestOptions) => http.get<UserWallet[]>('/v1/user-wallets', undefined, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<UserWallet>(`/v1/user-wallets/${id}`, undefined, opts),
  types: (opts?: RequestOptions) =>
    http.get<Array<{ type: WalletType; name: string; description: string }>>(
      '/v1/user-wallets/types',
      undefined,
      opts,
    ),
  create: (body: WalletInput, opts?: RequestOptions) => http.post<UserWallet>('/v1/user-wallets', body, opts),
  update: (
    id: number,
    body: Partial<Omit<WalletInput, 'type'>> & { is_default?: boolean },
    opts?: RequestOptions,
  ) => http.put<UserWallet>(`/v1/user-wallets/${id}`, body, opts),
  remove: (id: number, opts?: RequestOptions) => http.delete<null>(`/v1/user-wallets/${id}`, undefined, opts),
  toggleStatus: (id: number, opts?: RequestOptions) =>
    http.post<UserWallet>(`/v1/user-wallets/${id}/toggle-status`, undefined, opts),
};
