import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** Shapes of the server's /v1/game routes as its route schemas declare them (SPEC 7 "Games"). Money: yuan strings. */
export type Game = WireData<'get', '/v1/game/list'>[number];
export type GamePlatform = WireData<'get', '/v1/game/ng/platforms'>[number];
export type GameType = WireData<'get', '/v1/game/ng/game-types'>[number];
/** Game type codes; the lottery platform is entered through /v1/game/lottery/*. */
export type GameTypeCode = GameType['code'];
/**
 * SPEC 3 "Game data": what entering a game returns. Valid for GAME_DATA_TTL_MS after `timestamp` and only
 * while session_id has at least 3 underscore-separated parts (SPEC 4).
 */
export type GameData = WireData<'post', '/v1/game/enter'>;
export type GameBalance = WireData<'get', '/v1/game/ng/balance'>;
export type PlatformWallet = GameBalance['wallets'][number];
export type TransferResult = WireData<'post', '/v1/game/ng/transfer'>;

export type TransferType = 'in' | 'out';

export interface TransferInput {
  type: TransferType;
  /** Yuan; 0 with type out moves the whole platform balance out (the automatic transfer-out). */
  amount: number | string;
  /** Required for in; for out without it every platform wallet is swept back to the main wallet. */
  platform_code?: string;
}

/** SPEC 4: game data lives 5 minutes. */
export const GAME_DATA_TTL_MS = 5 * 60_000;

/** SPEC 4: usable while younger than 5 minutes and its session_id has at least 3 `_` parts. */
export function isGameDataValid(data: GameData | null | undefined, now = Date.now()): data is GameData {
  if (!data?.game_url || !data.session_id) return false;
  if (data.session_id.split('_').length < 3) return false;
  return now - data.timestamp < GAME_DATA_TTL_MS;
}

const withKey = (opts: RequestOptions, idempotencyKey: string): RequestOptions => ({
  ...opts,
  idempotencyKey,
});

/** SPEC 7 "Games" (game records are a report: mfe-finance). Money moves always carry an idempotency key. */
export const gamesApi = {
  list: (query: { type?: GameTypeCode; platform_code?: string; keyword?: string } = {}, o?: RequestOptions) =>
    http.get<Game[]>('/v1/game/list', query, o),
  enter: (gameId: number, opts?: RequestOptions) => http.post<GameData>('/v1/game/enter', { gameId }, opts),
  platforms: (opts?: RequestOptions) => http.get<GamePlatform[]>('/v1/game/ng/platforms', undefined, opts),
  gameTypes: (opts?: RequestOptions) => http.get<GameType[]>('/v1/game/ng/game-types', undefined, opts),
  platformsByType: (gameType: GameTypeCode, opts?: RequestOptions) =>
    http.get<GamePlatform[]>('/v1/game/ng/platforms-by-type', { game_type: gameType }, opts),
  gamesByType: (gameType: GameTypeCode, opts?: RequestOptions) =>
    http.get<Game[]>('/v1/game/ng/game-list-by-type', { game_type: gameType }, opts),
  gameList: (query: { platform_code?: string; keyword?: string } = {}, opts?: RequestOptions) =>
    http.get<Game[]>('/v1/game/ng/game-list', query, opts),
  balance: (opts?: RequestOptions) => http.get<GameBalance>('/v1/game/ng/balance', undefined, opts),
  enterGame: (gameId: number, opts?: RequestOptions) =>
    http.post<GameData>('/v1/game/ng/enter-game', { gameId }, opts),
  transfer: (input: TransferInput, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<TransferResult>('/v1/game/ng/transfer', input, withKey(opts, idempotencyKey)),

  lotteryList: (opts?: RequestOptions) => http.get<Game[]>('/v1/game/lottery/list', undefined, opts),
  lotteryAddress: (input: { gameId: number; lottery_token: string }, opts?: RequestOptions) =>
    http.post<GameData>('/v1/game/lottery/address', input, opts),
  lotteryTransferIn: (amount: number | string, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<TransferResult>('/v1/game/lottery/transfer-in', { amount }, withKey(opts, idempotencyKey)),
  /** amount 0 (or omitted) moves the whole lottery wallet out. */
  lotteryTransferOut: (amount: number | string, idempotencyKey: string, opts: RequestOptions = {}) =>
    http.post<TransferResult>('/v1/game/lottery/transfer-out', { amount }, withKey(opts, idempotencyKey)),
  lotteryBalance: (opts?: RequestOptions) => http.post<GameBalance>('/v1/game/lottery/balance', {}, opts),
};
