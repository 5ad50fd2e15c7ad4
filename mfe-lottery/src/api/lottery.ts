import { http, type Paged, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** Shapes of the server's /v1/liujiu endpoints (SPEC 7 "Lottery"). Money: 2-decimal yuan strings. */
export interface OpenCodeInfo {
  lottery_id: number;
  expect: string;
  open_code: string | null;
  numbers: number[];
  sum: number;
  status: 'drawn' | 'waiting';
  open_time: string;
  close_time: string;
  drawn_at: string | null;
}

export interface LotteryItem {
  id: number;
  code: string;
  name: string;
  type: string;
  type_name: string;
  interval_seconds: number;
  is_hot: number;
  sort: number;
  current_expect: string;
  close_time: string;
  remaining_seconds: number;
  latest_open_code: OpenCodeInfo | null;
}

export interface LotteryGroup {
  type: string;
  type_name: string;
  list: LotteryItem[];
}

export interface LotteryDetail extends LotteryItem {
  play_groups: Array<{ group: string; name: string; play_count: number }>;
}

export interface CurrentExpect {
  lottery_id: number;
  lottery_name: string;
  expect: string;
  open_time: string;
  close_time: string;
  server_time: string;
  remaining_seconds: number;
  interval_seconds: number;
  last_open_code: OpenCodeInfo | null;
}

export interface PlayInfoJson {
  play_id: string;
  name: string;
  group: string;
  group_name: string;
  rule: string;
  odds: string;
  needs: string;
  rows: Array<{ label: string; options: Array<{ code: string; name: string; odds: string }> }>;
}

export interface PlayGroupJson {
  group: string;
  name: string;
  plays: PlayInfoJson[];
}

// Bet shapes from the server's route schemas (server/http/lottery/lottery-bet-schemas.ts), through the wire types.
export type LotteryBet = WireData<'get', '/v1/liujiu/bet/detail'>;
export type LotteryBetStats = WireData<'get', '/v1/liujiu/bet/stats'>;
export type BatchCancelResult = WireData<'post', '/v1/liujiu/bet/batch-cancel'>;

export interface LotteryTrend {
  lottery_id: number;
  type: string;
  positions: Array<{
    label: string;
    values: number[];
    rows: Array<{ expect: string; hit: number; missing: number[] }>;
    appear: number[];
    max_missing: number[];
    current_missing: number[];
    average_missing: number[];
  }>;
  sums: Array<{ expect: string; sum: number }>;
}

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
    http.get<{ list: LotteryItem[]; groups: LotteryGroup[] }>(
      '/v1/liujiu/lottery/list',
      { only_hot: onlyHot ? 1 : undefined },
      opts,
    ),
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
    http.get<Paged<OpenCodeInfo>>(
      '/v1/liujiu/lottery/history-open-codes',
      { lottery_id: lotteryId, ...query },
      opts,
    ),
  latestOpenCode: (lotteryId: number, opts?: RequestOptions) =>
    http.get<OpenCodeInfo | null>(
      '/v1/liujiu/lottery/latest-open-code',
      { lottery_id: lotteryId },
      { ...background, ...opts },
    ),
  settlementStats: (lotteryId: number, expect?: string, opts?: RequestOptions) =>
    http.get<Record<string, unknown>>(
      '/v1/liujiu/lottery/settlement-stats',
      { lottery_id: lotteryId, expect },
      opts,
    ),
  plays: (lotteryId: number, opts?: RequestOptions) =>
    http.get<{ lottery_id: number; type: string; groups: PlayGroupJson[] }>(
      '/v1/liujiu/play/list',
      { lottery_id: lotteryId },
      opts,
    ),
  playDetail: (playId: string, opts?: RequestOptions) =>
    http.get<PlayInfoJson>('/v1/liujiu/play/detail', { play_id: playId }, opts),
  calculateItemCount: (
    body: { play_id: string; codes: string; amount?: string; multiple?: number },
    opts?: RequestOptions,
  ) =>
    http.post<{ item_count: number; valid: boolean; message: string; stake: string | null }>(
      '/v1/liujiu/play/calculate-item-count',
      body,
      opts,
    ),
  validateBetCodes: (body: { play_id: string; codes: string }, opts?: RequestOptions) =>
    http.post<{ valid: boolean; message: string; codes: string | null; item_count: number }>(
      '/v1/liujiu/play/validate-bet-codes',
      body,
      opts,
    ),
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
