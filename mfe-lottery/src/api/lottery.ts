import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** Shapes of the server's /v1/liujiu endpoints (SPEC 7 "Lottery") as its route schemas declare them. Money: 2-decimal yuan strings. */
export type LotteryListData = WireData<'get', '/v1/liujiu/lottery/list'>;
export type LotteryItem = LotteryListData['list'][number];
export type LotteryGroup = LotteryListData['groups'][number];
export type LotteryDetail = WireData<'get', '/v1/liujiu/lottery/detail'>;
export type CurrentExpect = WireData<'get', '/v1/liujiu/lottery/current-expect'>;
export type OpenCodeInfo = WireData<'get', '/v1/liujiu/lottery/open-code'>;
export type SettlementStats = WireData<'get', '/v1/liujiu/lottery/settlement-stats'>;
export type PlayList = WireData<'get', '/v1/liujiu/play/list'>;
export type PlayGroupJson = PlayList['groups'][number];
export type PlayInfoJson = PlayGroupJson['plays'][number];
export type ItemCount = WireData<'post', '/v1/liujiu/play/calculate-item-count'>;
export type ValidCodes = WireData<'post', '/v1/liujiu/play/validate-bet-codes'>;
export type LotteryTrend = WireData<'get', '/v1/liujiu/bet/trend'>;

// Bet shapes from the server's route schemas (server/http/lottery/lottery-bet-schemas.ts), through the wire types.
export type LotteryBet = WireData<'get', '/v1/liujiu/bet/detail'>;
export type LotteryBetStats = WireData<'get', '/v1/liujiu/bet/stats'>;
export type BatchCancelResult = WireData<'post', '/v1/liujiu/bet/batch-cancel'>;

export interface LotteryBetInput {
  lottery_id: number;
  expect?: string;
  play_id: string;
  codes: string;
  /** Yuan per item (注). */
  amount: string;
  multiple: number;
}

export type LotteryBetQuery = {
  lottery_id?: number;
  status?: number;
  expect?: string;
  page?: number;
  per_page?: number;
};

/** Polled every few seconds by the game page: never the loading overlay (SPEC 7, NO_LOADING_PATHS). */
const background: RequestOptions = { loading: false };

/** SPEC 7 "Lottery". */
export const lotteryApi = {
  list: (onlyHot = false, opts?: RequestOptions) =>
    http.get<LotteryListData>('/v1/liujiu/lottery/list', { only_hot: onlyHot ? 1 : undefined }, opts),
  detail: (lotteryId: number, opts?: RequestOptions) =>
    http.get<LotteryDetail>('/v1/liujiu/lottery/detail', { lottery_id: lotteryId }, opts),
  currentExpect: (lotteryId: number, opts?: RequestOptions) =>
    http.get<CurrentExpect>(
      '/v1/liujiu/lottery/current-expect',
      { lottery_id: lotteryId },
      { ...background, ...opts },
    ),
  openCode: (lotteryId: number, expect: string, opts?: RequestOptions) =>
    http.get<OpenCodeInfo>('/v1/liujiu/lottery/open-code', { lottery_id: lotteryId, expect }, opts),
  historyOpenCodes: (
    lotteryId: number,
    query: { page?: number; per_page?: number } = {},
    opts?: RequestOptions,
  ) =>
    http.get<WireData<'get', '/v1/liujiu/lottery/history-open-codes'>>(
      '/v1/liujiu/lottery/history-open-codes',
      { lottery_id: lotteryId, ...query },
      opts,
    ),
  latestOpenCode: (lotteryId: number, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/liujiu/lottery/latest-open-code'>>(
      '/v1/liujiu/lottery/latest-open-code',
      { lottery_id: lotteryId },
      { ...background, ...opts },
    ),
  settlementStats: (lotteryId: number, expect?: string, opts?: RequestOptions) =>
    http.get<SettlementStats>('/v1/liujiu/lottery/settlement-stats', { lottery_id: lotteryId, expect }, opts),
  plays: (lotteryId: number, opts?: RequestOptions) =>
    http.get<PlayList>('/v1/liujiu/play/list', { lottery_id: lotteryId }, opts),
  playDetail: (playId: string, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/liujiu/play/detail'>>('/v1/liujiu/play/detail', { play_id: playId }, opts),
  calculateItemCount: (
    body: { play_id: string; codes: string; amount?: string; multiple?: number },
    opts?: RequestOptions,
  ) => http.post<ItemCount>('/v1/liujiu/play/calculate-item-count', body, opts),
  validateBetCodes: (body: { play_id: string; codes: string }, opts?: RequestOptions) =>
    http.post<ValidCodes>('/v1/liujiu/play/validate-bet-codes', body, opts),
  createBet: (input: LotteryBetInput, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<WireData<'post', '/v1/liujiu/bet/create'>>('/v1/liujiu/bet/create', input, {
      ...opts,
      idempotencyKey,
    }),
  cancelBet: (betId: number, opts?: RequestOptions) =>
    http.post<WireData<'post', '/v1/liujiu/bet/cancel'>>('/v1/liujiu/bet/cancel', { bet_id: betId }, opts),
  batchCancel: (betIds: number[], opts?: RequestOptions) =>
    http.post<BatchCancelResult>('/v1/liujiu/bet/batch-cancel', { bet_ids: betIds }, opts),
  bets: (query: LotteryBetQuery = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/liujiu/bet/list'>>('/v1/liujiu/bet/list', query, opts),
  betDetail: (betId: number, opts?: RequestOptions) =>
    http.get<LotteryBet>('/v1/liujiu/bet/detail', { bet_id: betId }, opts),
  betStats: (lotteryId?: number, opts?: RequestOptions) =>
    http.get<LotteryBetStats>('/v1/liujiu/bet/stats', { lottery_id: lotteryId }, opts),
  trend: (lotteryId: number, limit = 30, opts?: RequestOptions) =>
    http.get<LotteryTrend>('/v1/liujiu/bet/trend', { lottery_id: lotteryId, limit }, opts),
};

// 追号 (server/http/lottery/lottery-chase-schemas.ts), through the wire types.
export type LotteryChase = WireData<'get', '/v1/lottery/chases/{id}'>;
export type LotteryChaseRow = WireData<'get', '/v1/lottery/chases'>['list'][number];
export interface ChaseInput {
  lottery_id: number;
  expect?: string;
  play_id: string;
  codes: string;
  amount: string;
  mode: 'same' | 'double' | 'profit';
  expects: number;
  start_multiple: number;
  double_every: number;
  min_profit_rate: number;
  stop_on_win: boolean;
}

export const chaseApi = {
  create: (input: ChaseInput, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<WireData<'post', '/v1/lottery/chases'>>('/v1/lottery/chases', input, {
      ...opts,
      idempotencyKey,
    }),
  list: (query: { page?: number; per_page?: number; status?: number } = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/lottery/chases'>>('/v1/lottery/chases', query, opts),
  detail: (id: number, opts?: RequestOptions) => http.get<LotteryChase>(`/v1/lottery/chases/${id}`, {}, opts),
  stop: (id: number, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<WireData<'post', '/v1/lottery/chases/{id}/stop'>>(
      `/v1/lottery/chases/${id}/stop`,
      {},
      {
        ...opts,
        idempotencyKey,
      },
    ),
};
