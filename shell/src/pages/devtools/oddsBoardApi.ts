import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** The sports API module is mfe-sports' own; the shell never imports a remote, so this test page keeps its one quiet call here. */
type MatchPage = WireData<'get', '/v1/matches/list'>;
export type BoardMatch = MatchPage['list'][number];

export function fetchBoardMatches(perPage: number): Promise<MatchPage> {
  return http.get<MatchPage>('/v1/matches/list', { per_page: perPage }, { silent: true, loading: false });
}
