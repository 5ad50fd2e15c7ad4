import { basketballProbabilities } from './basketball-model';
import { footballProbabilities } from './football-model';
import type { MatchModel } from './match-model';
import { type OddsRow, type ProbabilityRow, priced } from './pricing';

/** The pre-match probability of every option of every play; tennis and volleyball are not offered. */
export function openingProbabilities(model: MatchModel): ProbabilityRow[] {
  if (model.sportType === 1) return footballProbabilities(model.expectedHome, model.expectedAway);
  if (model.sportType === 2) return basketballProbabilities(model.expectedHome, model.expectedAway);
  return [];
}

/** Opening odds of every play, with the book's margin. */
export function openingOdds(model: MatchModel): OddsRow[] {
  return priced(openingProbabilities(model));
}

/**
 * The whole book as the market moves before kick-off: the model nudged a little (football: each side's
 * expected goals by up to ±`spread` relative; basketball: each side's expected points by up to ±0.5), then every
 * play repriced from that one nudged model, so the markets keep agreeing with each other. Always from the
 * opening model, never from the last price, so prices wander around a believable book instead of
 * random-walking away.
 */
export function nudgedOdds(model: MatchModel, rng: () => number, spread = 0.04): OddsRow[] {
  const nudge = (expected: number) =>
    model.sportType === 1 ? expected * (1 + (rng() * 2 - 1) * spread) : expected + (rng() - 0.5);
  return openingOdds({
    ...model,
    expectedHome: nudge(model.expectedHome),
    expectedAway: nudge(model.expectedAway),
  });
}
