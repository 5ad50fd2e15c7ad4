import { http, type RequestOptions } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

// Recharge shapes from the server's route schemas (server/http/finance/payment-schemas.ts), through the wire types.
export type PaymentOrder = WireData<'get', '/v1/payment-orders/{id}'>;
/** How to pay an order: the gateway link (online), the company account (bank) or the address (usdt). */
export type PaymentInfo = WireData<'post', '/v1/payment-orders/payment-info'>;
export type CompanyBankAccount = NonNullable<PaymentInfo['bank_account']>;
export type PaymentStatistics = WireData<'get', '/v1/payment-orders/statistics'>;
export type UsdtRate = WireData<'get', '/v1/payment-orders/usdt-rate'>;
/** Recharge methods: the demo online gateway, a bank transfer to the company account, USDT (TRC20). */
export type RechargeMethod = WireData<'get', '/v1/payment-orders/methods'>[number];
export type RechargeMethodKey = RechargeMethod['key'];
/** The last five orders of the recharge page (a few fields of each). */
export type RecentPayment = WireData<'get', '/v1/payment-orders/simple'>[number];

export interface ListQuery {
  page?: number;
  per_page?: number;
  status?: number;
}

/** SPEC 7 Payment orders: recharge. Money-moving calls take an idempotency key (RequestOptions). */
export const paymentsApi = {
  list: (query: ListQuery = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/payment-orders'>>('/v1/payment-orders', { ...query }, opts),
  simple: (opts?: RequestOptions) => http.get<RecentPayment[]>('/v1/payment-orders/simple', undefined, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<PaymentOrder>(`/v1/payment-orders/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<PaymentStatistics>('/v1/payment-orders/statistics', undefined, opts),
  methods: (opts?: RequestOptions) =>
    http.get<RechargeMethod[]>('/v1/payment-orders/methods', undefined, opts),
  systemWalletAddress: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/payment-orders/system-wallet-address'>>(
      '/v1/payment-orders/system-wallet-address',
      undefined,
      opts,
    ),
  usdtRate: (opts?: RequestOptions) => http.get<UsdtRate>('/v1/payment-orders/usdt-rate', undefined, opts),
  create: (body: WireBody<'post', '/v1/payment-orders'>, opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/payment-orders'>>('/v1/payment-orders', body, opts),
  cancel: (id: number, opts?: RequestOptions) =>
    http.post<PaymentOrder>(`/v1/payment-orders/${id}/cancel`, undefined, opts),
  paymentInfo: (order_no: string, opts?: RequestOptions) =>
    http.post<PaymentInfo>('/v1/payment-orders/payment-info', { order_no }, opts),
  submitTransfer: (body: { order_no: string; tx_hash?: string; voucher?: string }, opts?: RequestOptions) =>
    http.post<PaymentOrder>('/v1/payment-orders/submit-transfer', body, opts),
};
