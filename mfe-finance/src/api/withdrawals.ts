import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { ListQuery, UsdtRate } from './payments';

// Withdrawal shapes from the server's route schemas (server/http/finance/withdraw-schemas.ts), through the wire types.
/** Status: 0 审核中, 1 已到账, 2 已驳回, 3 已取消. */
export type Withdrawal = WireData<'get', '/v1/withdraws/{id}'>;
/** A request or cancel; `repeated` when it had already happened (same Idempotency-Key, already cancelled). */
export type WithdrawalChange = WireData<'post', '/v1/withdraws'>;
export type WithdrawConfig = WireData<'get', '/v1/withdraws/config'>;
export type WithdrawBalance = WireData<'get', '/v1/withdraws/balance'>;
export type WithdrawFee = WireData<'get', '/v1/withdraws/fee'>;
export type WithdrawStatistics = WireData<'get', '/v1/withdraws/statistics'>;

/** SPEC 7 Withdraws: the amount is held at request and refunded if rejected or cancelled. */
export const withdrawApi = {
  list: (query: ListQuery = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/withdraws'>>('/v1/withdraws', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Withdrawal>(`/v1/withdraws/${id}`, undefined, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<WithdrawStatistics>('/v1/withdraws/statistics', undefined, opts),
  config: (opts?: RequestOptions) => http.get<WithdrawConfig>('/v1/withdraws/config', undefined, opts),
  fee: (amount: string, opts?: RequestOptions) =>
    http.get<WithdrawFee>('/v1/withdraws/fee', { amount }, opts),
  balance: (opts?: RequestOptions) => http.get<WithdrawBalance>('/v1/withdraws/balance', undefined, opts),
  banks: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/withdraws/banks'>>('/v1/withdraws/banks', undefined, opts),
  usdtRate: (opts?: RequestOptions) => http.get<UsdtRate>('/v1/withdraws/usdt-rate', undefined, opts),
  create: (body: { wallet_id: number; amount: string; payment_password: string }, opts?: RequestOptions) =>
    http.post<WithdrawalChange>('/v1/withdraws', body, opts),
  cancel: (id: number, opts?: RequestOptions) =>
    http.post<WithdrawalChange>(`/v1/withdraws/${id}/cancel`, undefined, opts),
};
