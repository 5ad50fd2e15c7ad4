import { http, type RequestOptions } from '@app/shared';

export type RankingType = 'winnings' | 'turnover';
export type RankingPeriod = 'day' | 'week' | 'all';

export interface RankingEntry {
  rank: number;
  /** Masked (de***o) except the viewer's own name. */
  name: string;
  vip_level: number;
  amount: string;
  is_me: boolean;
}

export interface Ranking {
  type: RankingType;
  type_name: string;
  period: RankingPeriod;
  period_name: string;
  list: RankingEntry[];
  /** The viewer's place when logged in (rank null: not ranked). */
  mine: { rank: number | null; amount: string } | null;
}

export const rankingsApi = {
  board: (type: RankingType, period: 'day' | 'week', opts?: RequestOptions) =>
    http.get<Ranking>('/v1/rankings', { type, period }, opts),
  global: (type: RankingType, opts?: RequestOptions) =>
    http.get<Ranking>('/v1/rankings/global', { type }, opts),
};
