import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';
import type { MatchDetail, MatchPage, MatchQuery } from './sports';

type Query = Record<string, unknown>;

export type LiveOdds = WireData<'get', '/v1/live-matches/odds'>[number];
/** With match_id the route answers one match and its items (without it, a page of every open match). */
type MatchIntelligence = Exclude<WireData<'get', '/v1/live-matches/intelligence'>, { list: unknown }>;

/** SPEC 7 "Live". */
export const liveApi = {
  football: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>('/v1/live-matches/football', { ...query }, opts),
  basketball: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>('/v1/live-matches/basketball', { ...query }, opts),
  live: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>('/v1/live-matches/live', { ...query }, opts),
  all: (query: MatchQuery = {}, opts?: RequestOptions) =>
    http.get<MatchPage>('/v1/live-matches/all', { ...query }, opts),
  statistics: (opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/live-matches/statistics'>>('/v1/live-matches/statistics', undefined, opts),
  detail: (id: number, opts?: RequestOptions) =>
    http.get<MatchDetail>(`/v1/live-matches/${id}/detail`, undefined, opts),
  intelligence: (matchId: number, opts?: RequestOptions) =>
    http.get<MatchIntelligence>('/v1/live-matches/intelligence', { match_id: matchId }, opts),
  missing: (query: Query = {}, opts?: RequestOptions) =>
    http.get<WireData<'get', '/v1/live-matches/missing'>>('/v1/live-matches/missing', query, opts),
  odds: (matchId?: number, opts?: RequestOptions) =>
    http.get<LiveOdds[]>('/v1/live-matches/odds', { match_id: matchId }, opts),
  footballOdds: (matchId?: number, opts?: RequestOptions) =>
    http.get<LiveOdds[]>('/v1/live-matches/football-odds', { match_id: matchId }, opts),
  basketballOdds: (matchId?: number, opts?: RequestOptions) =>
    http.get<LiveOdds[]>('/v1/live-matches/basketball-odds', { match_id: matchId }, opts),
};
