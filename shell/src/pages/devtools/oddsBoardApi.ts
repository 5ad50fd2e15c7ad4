import { http, type Paged } from '@app/shared';

/**
 * What the odds board reads of a /v1/matches/list item. The sports API module is mfe-sports' own; the shell
 * never imports a remote, so this test page keeps its one quiet call here.
 */
export interface BoardMatch {
  id: number;
  home_team: string;
  away_team: string;
  odds: { play: string; name: string; options: Array<{ option: string; name: string; odds: string }> } | null;
}

export function fetchBoardMatches(perPage: number): Promise<Paged<BoardMatch>> {
  return http.get<Paged<BoardMatch>>(
    '/v1/matches/list',
    { per_page: perPage },
    { silent: true, loading: false },
  );
}
