import { MARGIN_SIGMA, TOTAL_SIGMA } from './basketball-model';
import { createRng, pickInt } from './rng';

/**
 * The simulated life of one match, all drawn from its seed: the scoring events and so the score at any
 * minute, the half-time and the final score. Pure, so a restarted server continues the same match.
 */
export interface MatchModel {
  sportType: number;
  /** Game minutes of a full match: football 90, basketball 48, tennis/volleyball sets as "minutes". */
  length: number;
  /** Expected goals/points of each side (the odds are priced from these). */
  expectedHome: number;
  expectedAway: number;
  /** Minutes at which the home and away side score (basketball: points per minute bucket). */
  homeEvents: number[];
  awayEvents: number[];
}

function poisson(rng: () => number, lambda: number): number {
  const limit = Math.exp(-lambda);
  let k = 0;
  let product = rng();
  while (product > limit) {
    k += 1;
    product *= rng();
  }
  return k;
}

const minutes = (rng: () => number, count: number, length: number) =>
  Array.from({ length: count }, () => pickInt(rng, 1, length)).sort((a, b) => a - b);

/** A normal draw (Box–Muller) from the seeded generator. */
function normal(rng: () => number, mean: number, sigma: number): number {
  const u = Math.max(rng(), 1e-12);
  return mean + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/**
 * Two sides' strengths (ratings in goals or points, drawn from the seed) make the expectations the whole book
 * is priced from: football's expected goals split a match total of 2.3–3.1 by the rating gap plus home
 * advantage; basketball's expected points add the gap (home court about 3) to a league-like total.
 */
export function matchModel(sportType: number, seed: number): MatchModel {
  const rng = createRng(seed);
  if (sportType === 1) {
    const [homeRating, awayRating] = [rng() * 1.1 - 0.55, rng() * 1.1 - 0.55];
    const total = 2.3 + rng() * 0.8;
    const supremacy = homeRating - awayRating + 0.3;
    const expectedHome = Math.max(0.55, (total + supremacy) / 2);
    const expectedAway = Math.max(0.55, (total - supremacy) / 2);
    return {
      sportType,
      length: 90,
      expectedHome,
      expectedAway,
      homeEvents: minutes(rng, poisson(rng, expectedHome), 90),
      awayEvents: minutes(rng, poisson(rng, expectedAway), 90),
    };
  }
  if (sportType === 2) {
    // Sides of one league are close: the home side expects between 7 points less and 13 more, so a
    // pre-match favourite is rarely priced below 1.10.
    const margin = 3 + (rng() - 0.5) * 20;
    const total = 200 + rng() * 40;
    const expectedHome = (total + margin) / 2;
    const expectedAway = (total - margin) / 2;
    // The result is drawn from the same normal model the odds are priced with (a tie goes to overtime:
    // the home side scores the deciding points).
    const finalMargin = Math.round(normal(rng, margin, MARGIN_SIGMA));
    const finalTotal = Math.round(normal(rng, total, TOTAL_SIGMA));
    const away = Math.max(60, Math.round((finalTotal - finalMargin) / 2));
    const home = Math.max(60, away + finalMargin);
    // One entry per point: basketball scores spread over the 48 minutes.
    return {
      sportType,
      length: 48,
      expectedHome,
      expectedAway,
      homeEvents: minutes(rng, home === away ? home + 1 : home, 48),
      awayEvents: minutes(rng, away, 48),
    };
  }
  // Tennis (best of 3) and volleyball (best of 5): set wins, listed but not offered for betting.
  const sets = sportType === 3 ? 2 : 3;
  const loserSets = pickInt(rng, 0, sets - 1);
  const homeWins = rng() < 0.5;
  const length = 60;
  const [home, away] = homeWins ? [sets, loserSets] : [loserSets, sets];
  return {
    sportType,
    length,
    expectedHome: home,
    expectedAway: away,
    homeEvents: minutes(rng, home, length),
    awayEvents: minutes(rng, away, length),
  };
}

const scoredBy = (events: number[], minute: number) => events.filter((at) => at <= minute).length;

export function scoreAt(model: MatchModel, minute: number): { home: number; away: number } {
  return { home: scoredBy(model.homeEvents, minute), away: scoredBy(model.awayEvents, minute) };
}

export function finalScore(model: MatchModel) {
  return scoreAt(model, model.length);
}

export function halfScore(model: MatchModel) {
  return scoreAt(model, Math.floor(model.length / 2));
}

/**
 * Game minute for the real time elapsed since kick-off: football plays 45 + 15 break + 45 real minutes,
 * basketball's 48 game minutes take two real hours, tennis and volleyball an hour.
 */
export function gameMinute(sportType: number, elapsedMs: number): number {
  const real = Math.max(0, Math.floor(elapsedMs / 60_000));
  if (sportType === 1) {
    if (real <= 45) return real;
    if (real <= 60) return 45;
    return Math.min(90, real - 15);
  }
  if (sportType === 2) return Math.min(48, Math.floor((real * 48) / 120));
  return Math.min(60, real);
}
