import { http, type RequestOptions } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

// Shapes from the server's route schemas (server/http/order-schemas.ts), through the generated wire types.
export type SubmitOrderInput = WireBody<'post', '/v1/order/submit'>;
export type SubmittedOrder = WireData<'post', '/v1/order/submit'>;
export type Order = WireData<'get', '/v1/order/detail/{id}'>;
export type OrderLeg = Order['legs'][number];
export type OrderPage = WireData<'get', '/v1/order/history'>;
type ComboDetailPage = WireData<'get', '/v1/order/by-no/{orderNo}/combo-details'>;
export type ComboDetail = ComboDetailPage['list'][number];
export type ComboStats = WireData<'get', '/v1/order/by-no/{orderNo}/combo-stats'>;

/** 我的注单 filters: status (ORDER_STATUS) and Beijing days, both ends inclusive. */
export interface OrderHistoryQuery {
  status?: number;
  start_date?: string;
  end_date?: string;
  page?: number;
  per_page?: number;
}

/** Order status (server/domain/sports/codes.ts). */
export const ORDER_STATUS = { pending: 0, won: 1, lost: 2, refunded: 3 } as const;

/** Combo detail status filter (SPEC 3). */
export const COMBO_STATUS = { pending: 0, win: 1, lose: 2, refunded: 3 } as const;

/** SPEC 7 "Orders". Submit always carries an idempotency key, so a retried submit never bets twice. */
export const ordersApi = {
  submit: (input: SubmitOrderInput, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<SubmittedOrder>('/v1/order/submit', input, { ...opts, idempotencyKey }),
  history: (query: OrderHistoryQuery = {}, opts?: RequestOptions) =>
    http.get<OrderPage>('/v1/order/history', { ...query }, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<Order>(`/v1/order/detail/${id}`, undefined, opts),
  detailByNo: (orderNo: string, opts?: RequestOptions) =>
    http.get<Order>(`/v1/order/by-no/${encodeURIComponent(orderNo)}/detail`, undefined, opts),
  comboDetails: (
    orderNo: string,
    query: { status?: number; page?: number; per_page?: number } = {},
    opts?: RequestOptions,
  ) =>
    http.get<ComboDetailPage>(
      `/v1/order/by-no/${encodeURIComponent(orderNo)}/combo-details`,
      { page: 1, per_page: 10, ...query },
      opts,
    ),
  comboStats: (orderNo: string, opts?: RequestOptions) =>
    http.get<ComboStats>(`/v1/order/by-no/${encodeURIComponent(orderNo)}/combo-stats`, undefined, opts),
};
