/**
 * Which clubs of a league meet on a Beijing day, and when: pure, so the same seed and history give the same
 * schedule. A club rests at least two days between matches (at most one match in any three days), never meets
 * its last opponent again straight away, and every match kicks off at one of the league's real slots.
 */
export const REST_DAYS = 3;

/** A match already scheduled: its Beijing day and the two clubs. */
export interface PlayedFixture {
  day: number;
  home: number;
  away: number;
}

export interface DayFixture {
  home: number;
  away: number;
  /** Minutes after the Beijing day's midnight. */
  kickoffMinute: number;
}

function shuffle<T>(items: readonly T[], rng: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * The day's fixtures of one league: the clubs rested longest play first, paired with a club that was not
 * their last opponent; as many matches as keep every club on a one-in-three-days rhythm (a sixth of the
 * clubs' pairs a day), each at a different slot.
 */
export function dayFixtures(input: {
  teamIds: readonly number[];
  day: number;
  slots: readonly number[];
  history: readonly PlayedFixture[];
  rng: () => number;
}): DayFixture[] {
  const { teamIds, day, slots, history, rng } = input;
  const last = new Map<number, PlayedFixture>();
  for (const played of [...history].sort((a, b) => a.day - b.day)) {
    if (played.day >= day) continue;
    last.set(played.home, played);
    last.set(played.away, played);
  }
  const lastDay = (team: number) => last.get(team)?.day ?? Number.NEGATIVE_INFINITY;
  const lastOpponent = (team: number) => {
    const played = last.get(team);
    return played ? (played.home === team ? played.away : played.home) : null;
  };
  const rested = shuffle(teamIds, rng)
    .filter((team) => day - lastDay(team) >= REST_DAYS)
    .sort((a, b) => lastDay(a) - lastDay(b));
  const wanted = Math.min(slots.length, Math.ceil(teamIds.length / (2 * REST_DAYS)));
  const pairs: Array<[number, number]> = [];
  const free = [...rested];
  while (pairs.length < wanted && free.length >= 2) {
    const first = free.shift() as number;
    const partner = free.findIndex((team) => team !== lastOpponent(first));
    if (partner < 0) continue;
    const [second] = free.splice(partner, 1) as [number];
    pairs.push(rng() < 0.5 ? [first, second] : [second, first]);
  }
  const kickoffs = shuffle(slots, rng)
    .slice(0, pairs.length)
    .sort((a, b) => a - b);
  return pairs.map(([home, away], index) => ({ home, away, kickoffMinute: kickoffs[index] ?? 0 }));
}
