import type { Sport } from '@app/shared/betting';

/** The detail of a match (every play): the bet page's own route with ?match_id=. */
export const matchDetailPath = (sport: Sport, matchId: number) =>
  `/betPages/${sport}/index?match_id=${matchId}`;
