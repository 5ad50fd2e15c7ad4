import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { ReportDateRange, ReportPageParams } from './reports';

/** Game rounds (SPEC 7 Reports /v1/game-records) as the server's route schemas declare them, newest first. */
export type GameRecordPage = WireData<'get', '/v1/game-records'>;
export type GameRecord = GameRecordPage['list'][number];
/** The round plus what the game showed (reels and paying lines, or 极速骰宝's dice and pick). */
export type GameRecordDetail = WireData<'get', '/v1/game-records/{id}'>;
export type GameRecordStats = WireData<'get', '/v1/game-records/stats'>;

/** Filters of the game-record endpoints. */
export interface GameRecordQuery extends ReportDateRange, ReportPageParams {
  platform_code?: string;
}

/** SPEC 7 Reports: game rounds (the NG aggregator's own list too). */
export const gameRecordsApi = {
  ngRecords: (query: GameRecordQuery = {}, opts?: RequestOptions) =>
    http.get<GameRecordPage>('/v1/game/ng/game-records', { ...query }, opts),
  records: (query: GameRecordQuery = {}, opts?: RequestOptions) =>
    http.get<GameRecordPage>('/v1/game-records', { ...query }, opts),
  recordStats: (query: Omit<GameRecordQuery, 'page' | 'per_page'> = {}, opts?: RequestOptions) =>
    http.get<GameRecordStats>('/v1/game-records/stats', { ...query }, opts),
  recordDetail: (id: number, opts?: RequestOptions) =>
    http.get<GameRecordDetail>(`/v1/game-records/${id}`, undefined, opts),
};
