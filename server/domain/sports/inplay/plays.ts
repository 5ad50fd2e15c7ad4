/**
 * The plays offered in play (滚球), by sport type: the main lines a live book keeps open. A product rule
 * (an in-play slip may hold only these); the market simulator prices exactly these.
 */
export const IN_PLAY_PLAYS: Record<number, readonly string[]> = {
  1: ['winDrawLose', 'handicap', 'totalGoals'],
  2: ['win-lose', 'handicap', 'total-score'],
};

export const isInPlayPlay = (sportType: number, play: string) =>
  IN_PLAY_PLAYS[sportType]?.includes(play) ?? false;
