import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** 风控 endpoints as server/ops/risk-routes.ts declares them; money in yuan, exact decimal strings. */
export type LiabilityAnswer = WireData<'get', '/ops/liability'>;
export type BookLimits = LiabilityAnswer['limits'];
export type OnBreach = BookLimits['on_breach'];
/** A match's liability with the limits in force for it: its own, else the book's. */
export type MatchLiability = LiabilityAnswer['matches'][number];
export type OutcomeLiability = MatchLiability['outcomes'][number];

export interface MatchLimitsForm {
  /** null: the book's. */
  outcome_limit: string | null;
  match_limit: string | null;
}

const WRITE = { loading: false } as const;

export const opsRiskApi = {
  liability: (limit = 20) => http.get<LiabilityAnswer>('/ops/liability', { limit }, { loading: false }),
  setBookLimits: (limits: BookLimits) =>
    http.put<WireData<'put', '/ops/risk/limits'>>('/ops/risk/limits', limits, WRITE),
  setMatchLimits: (matchId: number, limits: MatchLimitsForm) =>
    http.put<WireData<'put', '/ops/matches/{id}/risk-limits'>>(
      `/ops/matches/${matchId}/risk-limits`,
      limits,
      WRITE,
    ),
  setStakeFactor: (username: string, factor: string) =>
    http.put<WireData<'put', '/ops/users/{username}/stake-factor'>>(
      `/ops/users/${encodeURIComponent(username)}/stake-factor`,
      { factor },
      WRITE,
    ),
  resume: (matchId: number, play: string, option: string) =>
    http.post<WireData<'post', '/ops/liability/resume'>>(
      '/ops/liability/resume',
      { match_id: matchId, play, option },
      WRITE,
    ),
};
