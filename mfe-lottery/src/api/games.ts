import { http, type RequestOptions } from '@app/shared';

/** Game type codes (SPEC 7 game-types); the lottery platform is entered through /v1/game/lottery/*. */
export type GameTypeCode = 'slot' | 'chess' | 'live' | 'fish' | 'lottery';

export interface GameType {
  code: GameTypeCode;
  name: string;
  platform_count: number;
}

/** Card art drawn with CSS: a gradient and a glyph (no image downloads). */
export interface GameArt {
  color_from: string;
  color_to: string;
  glyph: string;
}

export interface GamePlatform extends GameArt {
  id: number;
  code: string;
  name: string;
  type: GameTypeCode;
  type_name: string;
  /** 1 open, 0 under maintenance. */
  status: number;
  /** Only platforms with a real game behind them can be entered; others answer 该游戏维护中. */
  playable: boolean;
  /** Reached through the NG aggregator: disable_nggame applies. */
  is_ng: boolean;
}

export interface Game extends GameArt {
  id: number;
  platform_code: string;
  platform_name: string;
  name: string;
  type: GameTypeCode;
  type_name: string;
  hot: boolean;
  playable: boolean;
}

/**
 * SPEC 3 "Game data": what entering a game returns. Valid for GAME_DATA_TTL_MS after `timestamp` and only
 * while session_id has at least 3 underscore-separated parts (SPEC 4).
 */
export interface GameData {
  game_url: string;
  /** Unix milliseconds when the session was opened. */
  timestamp: number;
  session_id: string;
  game_id: number;
  game_name: string;
  platform_code: string;
  /** The platform wallet at entry (yuan). */
  platform_balance: string;
}

export interface PlatformWallet {
  platform_code: string;
  platform_name: string;
  balance: string;
}

export interface GameBalance {
  /** Main wallet (yuan). */
  balance: string;
  wallets: PlatformWallet[];
  /** Sum of every platform wallet. */
  platform_total: string;
}

export type TransferType = 'in' | 'out';

export interface TransferInput {
  type: TransferType;
  /** Yuan; 0 with type out moves the whole platform balance out (the automatic transfer-out). */
  amount: number | string;
  /** Required for in; for out without it every platform wallet is swept back to the main wallet. */
  platform_code?: string;
}

export interface TransferResult {
  type: TransferType;
  /** Total moved (yuan); "0.00" when there was nothing to move. */
  amount: string;
  /** Main wallet after the transfer. */
  balance: string;
  wallets: PlatformWallet[];
  /** True when the Idempotency-Key had already moved this money. */
  repeated: boolean;
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
