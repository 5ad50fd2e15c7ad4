import { http, type Paged, type RequestOptions } from '@app/shared';
import type { ReportDateRange, ReportPageParams } from './reports';

/**
 * One game round (SPEC 7 Reports /v1/game-records), newest first. `profit` is win - bet from the player's
 * side (negative when the round lost money).
 */
export interface GameRecord {
  id: number;
  round_no: string;
  platform_code: string;
  platform_name: string;
  game_id: number;
  game_name: string;
  /** The game type code (slot, chess, live, fish, lottery). */
  game_type: string;
  game_type_name: string;
  bet: string;
  win: string;
  profit: string;
  /** Platform wallet before the stake and after the win. */
  balance_before: string;
  balance_after: string;
  /** 1 settled (rounds settle instantly). */
  status: number;
  status_text: string;
  created_at: string;
}

export interface SlotLineWin {
  line: number;
  symbol: string;
  count: number;
  win: string;
}

/** /v1/game-records/{id}: the round plus what the game showed. */
export interface GameRecordDetail extends GameRecord {
  /** Slots: rows top to bottom, each a list of symbol codes left to right ([] for other games). */
  reels: string[][];
  lines: SlotLineWin[];
  /** 极速快三: the three dice and the pick (big | small | odd | even). */
  dice?: number[];
  pick?: string;
}

/** Filters of the game-record endpoints. */
export interface GameRecordQuery extends ReportDateRange, ReportPageParams {
  platform_code?: string;
}

export interface GameRecordTotals {
  count: number;
  bet_total: string;
  win_total: string;
  profit_total: string;
}

export interface GameRecordStats extends GameRecordTotals {
  by_platform: Array<GameRecordTotals & { platform_code: string; platform_name: string }>;
}

/** SPEC 7 Reports: game rounds (the NG aggregator's own list too). */
export const gameRecordsApi = {
  ngRecords: (query: GameRecordQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<GameRecord>>('/v1/game/ng/game-records', { ...query }, opts),
  records: (query: GameRecordQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<GameRecord>>('/v1/game-records', { ...query }, opts),
  recordStats: (query: Omit<GameRecordQuery, 'page' | 'per_page'> = {}, opts?: RequestOptions) =>
    http.get<GameRecordStats>('/v1/game-records/stats', { ...query }, opts),
  recordDetail: (id: number, opts?: RequestOptions) =>
    http.get<GameRecordDetail>(`/v1/game-records/${id}`, undefined, opts),
};
