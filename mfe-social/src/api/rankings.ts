import { http, type RequestOptions } from '@app/shared';
import type { WireData } from '@app/shared/wire';

export type RankingType = 'winnings' | 'turnover';
export type RankingPeriod = 'day' | 'week' | 'all';

// Ranking shapes from the server's route schemas (server/http/social/reward-schemas.ts), through the wire types.
/** A board; `mine` is the viewer's entry when logged in (rank null: not ranked), null for a visitor. */
export type Ranking = WireData<'get', '/v1/rankings'>;
/** Names are masked (de***o) except the viewer's own. */
export type RankingEntry = Ranking['list'][number];

export const rankingsApi = {
  board: (type: RankingType, period: 'day' | 'week', opts?: RequestOptions) =>
    http.get<Ranking>('/v1/rankings', { type, period }, opts),
  global: (type: RankingType, opts?: RequestOptions) =>
    http.get<Ranking>('/v1/rankings/global', { type }, opts),
};
