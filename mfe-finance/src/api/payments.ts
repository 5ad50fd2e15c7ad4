import { http, type Paged, type RequestOptions } from '@app/shared';

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
