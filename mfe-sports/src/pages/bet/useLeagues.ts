import { useRequest } from '@app/shared';
import type { Sport } from '@app/shared/betting';
import { type League, sportsApi } from '../../api/sports';

const SPORT_TYPE: Record<Sport, number> = { football: 1, basketball: 2 };

/** The leagues of a sport for a league filter; none while they load or when they cannot be read. */
export function useLeagues(sport: Sport): League[] {
  const leagues = useRequest(
    () => sportsApi.leaguesList(SPORT_TYPE[sport], { silent: true }),
    `sports:useLeagues:leagues-${sport}`,
  );
  return leagues.status === 'ready' ? leagues.data : [];
}
