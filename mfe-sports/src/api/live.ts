import { http, type Paged, type RequestOptions } from '@app/shared';
import type { MatchDetail, MatchInfo, MatchListItem, MatchQuery, PlayOdds } from './sports';

type Query = Record<string, unknown>;

export interface LiveOdds {
  match_id: number;
  sport_type: number;
  home_team: string;
  away_team: string;
  status: number;
  minute: number;
  home_score: number | null;
  away_score: number | null;
  plays: PlayOdds[];
}

/** SPEC 7 "Live". */
export const liveApi = {
  football: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchListItem>>('/v1/live-matches/football', { ...query }, opts),
  basketball: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchListItem>>('/v1/live-matches/basketball', { ...query }, opts),
  live: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchListItem>>('/v1/live-matches/live', { ...query }, opts),
  all: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchListItem>>('/v1/live-matches/all', { ...query }, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<{ live: Record<string, number>; upcoming: Record<string, number> }>(
      '/v1/live-matches/statistics',
      undefined,
      opts,
    ),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<MatchDetail>(`/v1/live-matches/${id}/detail`, undefined, opts),
  intelligence: (matchId: number, opts?: RequestOptions) =>
    http.get<MatchInfo & { items: string[] }>('/v1/live-matches/intelligence', { match_id: matchId }, opts),
  missing: (query: Query = {}, opts?: RequestOptions) =>
    http.get<Paged<MatchInfo>>('/v1/live-matches/missing', query, opts),
  odds: (matchId?: number, opts?: RequestOptions) =>
    http.get<LiveOdds[]>('/v1/live-matches/odds', { match_id: matchId }, opts),
  footballOdds: (matchId?: number, opts?: RequestOptions) =>
    http.get<LiveOdds[]>('/v1/live-matches/football-odds', { match_id: matchId }, opts),
  basketballOdds: (matchId?: number, opts?: RequestOptions) =>
    http.get<LiveOdds[]>('/v1/live-matches/basketball-odds', { match_id: matchId }, opts),
};
