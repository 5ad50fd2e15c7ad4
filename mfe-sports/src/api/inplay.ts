import { http, type RequestOptions } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

// Shapes from the server's route schemas (server/http/inplay-routes.ts), through the generated wire types.
export type InPlaySubmitInput = WireBody<'post', '/v1/inplay/submit'>;
export type InPlaySubmitted = WireData<'post', '/v1/inplay/submit'>;
export type InPlayMarkets = WireData<'get', '/v1/inplay/markets'>;

/** 滚球: market state of live matches, and in-play bets (answered after the bet delay). */
export const inplayApi = {
  markets: (matchId?: number, opts?: RequestOptions) =>
    http.get<InPlayMarkets>('/v1/inplay/markets', { match_id: matchId }, opts),
  submit: (input: InPlaySubmitInput, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<InPlaySubmitted>('/v1/inplay/submit', input, { ...opts, idempotencyKey }),
};
