import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** The operators' match endpoints as server/ops/match-routes.ts declares them; the console's auth bridge adds the token. */
export type MatchPage = WireData<'get', '/ops/matches'>;
/** A match of the 赛事交易 list, with its main play's prices. */
export type OpsMatchRow = MatchPage['list'][number];
/** One match with every market and price. */
export type OpsMatchDetail = WireData<'get', '/ops/matches/{id}'>;
/** The fields the list and the detail share. */
export type OpsMatch = Omit<OpsMatchDetail, 'plays'>;
/** In-play markets of a live match; null when the match is not live (nothing to suspend). */
export type MarketState = NonNullable<OpsMatch['market']>;
/** 0 未开赛, 1 进行中, 2 已完场, 3 已取消. */
export type MatchStatus = 0 | 1 | 2 | 3;

export interface OpsMatchQuery {
  status?: MatchStatus | undefined;
  sport?: number | undefined;
  date?: string | undefined;
  page: number;
  per_page: number;
}

export interface Score {
  home: number;
  away: number;
}

export type SettleResult = WireData<'post', '/ops/matches/{id}/settle'>;

export type OpsLeague = WireData<'get', '/ops/leagues'>[number];

/** 新增比赛: two clubs of one league, a kick-off 10 minutes to 3 days ahead, the plays also open for singles. */
export interface MatchListing {
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  /** ISO 8601 with its offset. */
  kickoff_at: string;
  singles: string[];
}

const base = (id: number) => `/ops/matches/${id}`;

export const opsMatchesApi = {
  list: (query: OpsMatchQuery) => http.get<MatchPage>('/ops/matches', { ...query }),
  leagues: () => http.get<OpsLeague[]>('/ops/leagues'),
  add: (listing: MatchListing) => http.post<{ id: number; match_no: string }>('/ops/matches', listing),
  detail: (id: number) => http.get<OpsMatchDetail>(base(id)),
  setOdds: (id: number, body: { play: string; option: string; odds: string }) =>
    http.post(`${base(id)}/odds`, body),
  suspend: (id: number) => http.post(`${base(id)}/suspend`, {}),
  resume: (id: number) => http.post(`${base(id)}/resume`),
  settle: (id: number, score: Score & { half?: Score }) =>
    http.post<SettleResult>(`${base(id)}/settle`, score),
  void: (id: number) => http.post<SettleResult>(`${base(id)}/void`),
  /** 改判 of a settled match (a new score, or void): a request a second operator approves in 改判复核. */
  resettle: (id: number, body: (Score & { half?: Score }) | { void: true }) =>
    http.post<{ id: number }>(`${base(id)}/resettle`, body),
};
