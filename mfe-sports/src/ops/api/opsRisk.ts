import { http, type OpsLive } from '@app/shared';

/** 风控 endpoints (server/ops/risk-routes.ts); money in yuan, exact decimal strings. */

export type OnBreach = 'refuse' | 'suspend';

export interface BookLimits {
  outcome_limit: string;
  match_limit: string;
  order_win_limit: string;
  on_breach: OnBreach;
}

export interface OutcomeLiability {
  play: string;
  option: string;
  name: string;
  liability: string;
  suspended: boolean;
}

export interface MatchLiability {
  match_id: number;
  match_no: string;
  league: string;
  home: string;
  away: string;
  kickoff_at: string;
  status: number;
  liability: string;
  /** The limits in force for this match: its own, else the book's. */
  match_limit: string;
  outcome_limit: string;
  outcomes: OutcomeLiability[];
}

export interface LiabilityAnswer {
  limits: BookLimits;
  matches: MatchLiability[];
  live: OpsLive;
}

export interface MatchLimitsForm {
  /** null: the book's. */
  outcome_limit: string | null;
  match_limit: string | null;
}

const WRITE = { loading: false } as const;

export const opsRiskApi = {
  liability: (limit = 20) => http.get<LiabilityAnswer>('/ops/liability', { limit }, { loading: false }),
  setBookLimits: (limits: BookLimits) => http.put<BookLimits>('/ops/risk/limits', limits, WRITE),
  setMatchLimits: (matchId: number, limits: MatchLimitsForm) =>
    http.put<MatchLimitsForm>(`/ops/matches/${matchId}/risk-limits`, limits, WRITE),
  setStakeFactor: (username: string, factor: string) =>
    http.put<{ username: string; stake_factor: string }>(
      `/ops/users/${encodeURIComponent(username)}/stake-factor`,
      { factor },
      WRITE,
    ),
  resume: (matchId: number, play: string, option: string) =>
    http.post<unknown>('/ops/liability/resume', { match_id: matchId, play, option }, WRITE),
};
