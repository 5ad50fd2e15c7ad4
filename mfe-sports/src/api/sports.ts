import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** Shapes of the server's sports endpoints as its route schemas declare them (server/http/sports/match-list-schemas.ts). */
export type MatchPage = WireData<'get', '/v1/matches/list'>;
export type MatchListItem = MatchPage['list'][number];
/** The match as every list and detail carries it (status 0 未开赛, 1 进行中, 2 已完场, 3 已取消). */
export type MatchInfo = WireData<'get', '/v1/live-matches/missing'>['list'][number];
export type MatchDetail = WireData<'get', '/v1/matches/{id}/detail'>;
export type MatchPlays = WireData<'get', '/v1/matches/{id}/plays'>;
export type PlayOdds = MatchPlays['plays'][number];
export type MatchStatistics = WireData<'get', '/v1/matches/statistics'>;
export type League = WireData<'get', '/v1/leagues-list'>[number];
export type PlayInfo = WireData<'get', '/v1/plays-list'>[number];

export interface MatchQuery {
  sport_type?: number;
  /** Beijing date YYYY-MM-DD. */
  date?: string;
  league_id?: number;
  status?: number;
  /** Which play's odds list items carry. */
  play?: string;
  /** 1: only the matches offering that play for singles (单关). */
  single?: 0 | 1;
  page?: number;
  per_page?: number;
}

type Sport = 'football' | 'basketball';

/** SPEC 7 "Sports". */
export const sportsApi = {
  matches: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>('/v1/matches/list', { ...query }, opts),
  statistics: (query: { sport_type?: number; date?: string } = {}, opts?: RequestOptions) =>
    http.get<MatchStatistics>('/v1/matches/statistics', query, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<MatchDetail>(`/v1/matches/${id}/detail`, undefined, opts),
  plays: (id: number, opts?: RequestOptions) =>
    http.get<MatchPlays>(`/v1/matches/${id}/plays`, undefined, opts),
  leagues: (query: { sport_type?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/leagues'>>('/v1/leagues', query, opts),
  playCatalog: (
    query: { sport_type?: number; page?: number; per_page?: number } = {},
    opts?: RequestOptions,
  ) => http.get<WireData<'get', '/v1/plays'>>('/v1/plays', query, opts),
  results: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>('/v1/matches-list/results', { ...query }, opts),
  leaguesList: (sportType?: number, opts?: RequestOptions) =>
    http.get<League[]>('/v1/leagues-list', { sport_type: sportType }, opts),
  playsList: (sportType?: number, opts?: RequestOptions) =>
    http.get<PlayInfo[]>('/v1/plays-list', { sport_type: sportType }, opts),
  sportMatches: (sport: Sport, query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>(`/v1/${sport}/matches`, { ...query }, opts),
  odds: (sport: Sport, id: number, betType?: string, opts?: RequestOptions) =>
    http.get<MatchPlays>(`/v1/${sport}/odds/${id}`, { betType }, opts),
};
