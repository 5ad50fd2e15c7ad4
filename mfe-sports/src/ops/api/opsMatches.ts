import { http } from '@app/shared';
import type { PlayOdds } from '../../api/sports';

/** The operators' match endpoints (server/ops/match-routes.ts); the console's auth bridge adds the token. */

/** 0 未开赛, 1 进行中, 2 已完场, 3 已取消. */
export type MatchStatus = 0 | 1 | 2 | 3;

/** In-play markets of a live match; null when the match is not live (nothing to suspend). */
export interface MarketState {
  open: boolean;
  reason: string | null;
}

export interface OpsMatch {
  id: number;
  sport_type: number;
  sport_name: string;
  league_name: string;
  match_no: string;
  home_team: string;
  away_team: string;
  start_time: string;
  status: MatchStatus;
  status_text: string;
  minute: number;
  home_score: number | null;
  away_score: number | null;
  half_home_score: number | null;
  half_away_score: number | null;
  settled: boolean;
  market: MarketState | null;
  open_orders: number;
  /** Yuan. */
  open_stake: string;
}

export interface OpsMatchRow extends OpsMatch {
  /** The main play's prices. */
  odds: PlayOdds | null;
}

export interface OpsMatchDetail extends OpsMatch {
  plays: PlayOdds[];
}

export interface OpsMatchQuery {
  status?: MatchStatus | undefined;
  sport?: number | undefined;
  date?: string | undefined;
  page: number;
  per_page: number;
}

export interface MatchPage {
  list: OpsMatchRow[];
  total: number;
  page: number;
  per_page: number;
}

export interface Score {
  home: number;
  away: number;
}

export interface SettleResult {
  paid: string;
}

export interface OpsLeague {
  id: number;
  sport_type: number;
  name: string;
  teams: Array<{ id: number; name: string }>;
}

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
