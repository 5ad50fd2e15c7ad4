import { http, type Paged, type RequestOptions } from '@app/shared';

/** Shapes of the server's sports endpoints (documented in server/README.md). */

export interface PlayOdds {
  play: string;
  name: string;
  line: string;
  max_passes: number;
  /** The match offers this play for singles (单关); otherwise it is bet in 串关 only. */
  single: boolean;
  options: Array<{ option: string; name: string; odds: string }>;
}

export interface MatchInfo {
  id: number;
  sport_type: number;
  sport_name: string;
  league_id: number;
  league_name: string;
  match_no: string;
  home_team_id: number;
  home_team: string;
  away_team_id: number;
  away_team: string;
  start_time: string;
  /** 0 未开赛, 1 进行中, 2 已完场, 3 已取消. */
  status: number;
  status_text: string;
  minute: number;
  home_score: number | null;
  away_score: number | null;
  half_home_score: number | null;
  half_away_score: number | null;
  can_bet: boolean;
}

export interface MatchListItem extends MatchInfo {
  play_count: number;
  odds: PlayOdds | null;
}

export interface MatchDetail extends MatchInfo {
  statistics: Record<string, number[]>;
  intelligence: string[];
  plays: PlayOdds[];
}

export interface MatchPlays {
  match_id: number;
  sport_type: number;
  can_bet: boolean;
  plays: PlayOdds[];
}

export interface MatchStatistics {
  total: number;
  not_started: number;
  live: number;
  finished: number;
  cancelled: number;
  leagues: Array<{ league_id: number; league_name: string; count: number }>;
}

export interface League {
  id: number;
  name: string;
  sport_type: number;
  country: string;
  match_count: number;
}

export interface PlayInfo {
  sport_type: number;
  play: string;
  name: string;
  has_line: boolean;
  max_passes: number;
  options: Array<{ option: string; name: string }>;
}

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
    http.get<Paged<MatchListItem>>('/v1/matches/list', { ...query }, opts),
  statistics: (query: { sport_type?: number; date?: string } = {}, opts?: RequestOptions) =>
    http.get<MatchStatistics>('/v1/matches/statistics', query, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<MatchDetail>(`/v1/matches/${id}/detail`, undefined, opts),
  plays: (id: number, opts?: RequestOptions) =>
    http.get<MatchPlays>(`/v1/matches/${id}/plays`, undefined, opts),
  leagues: (query: { sport_type?: number; page?: number; per_page?: number } = {}, opts?: RequestOptions) =>
    http.get<Paged<League>>('/v1/leagues', query, opts),
  playCatalog: (
    query: { sport_type?: number; page?: number; per_page?: number } = {},
    opts?: RequestOptions,
  ) => http.get<Paged<PlayInfo>>('/v1/plays', query, opts),
  results: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchListItem>>('/v1/matches-list/results', { ...query }, opts),
  leaguesList: (sportType?: number, opts?: RequestOptions) =>
    http.get<League[]>('/v1/leagues-list', { sport_type: sportType }, opts),
  playsList: (sportType?: number, opts?: RequestOptions) =>
    http.get<PlayInfo[]>('/v1/plays-list', { sport_type: sportType }, opts),
  sportMatches: (sport: Sport, query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchListItem>>(`/v1/${sport}/matches`, { ...query }, opts),
  odds: (sport: Sport, id: number, betType?: string, opts?: RequestOptions) =>
    http.get<MatchPlays>(`/v1/${sport}/odds/${id}`, { betType }, opts),
};
