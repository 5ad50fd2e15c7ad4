import { SCORE_DIFF_BANDS } from '@app/shared/betting';
import { normalCdf, type ProbabilityRow, probabilityRows } from './pricing';

/**
 * Basketball's one model of the score: the final margin (home − away) ~ N(mean margin, 12) and the total
 * ~ N(mean total, 18), from the two sides' expected points. 胜负, 让分 and 胜分差 all read the same margin
 * distribution, 大小分 the total's. Pure functions only.
 */
export const MARGIN_SIGMA = 12;
export const TOTAL_SIGMA = 18;

/** Every pre-match basketball play's probabilities from the two sides' expected points. */
export function basketballProbabilities(expectedHome: number, expectedAway: number): ProbabilityRow[] {
  const mean = expectedHome - expectedAway;
  const below = (x: number) => normalCdf((x - mean) / MARGIN_SIGMA);
  const { rows, add } = probabilityRows();
  add('win-lose', 'win', 1 - below(0));
  add('win-lose', 'lose', below(0));
  // Home wins the handicap when home − away − line > 0: the line sits at the expected margin.
  const line = Math.floor(mean) + 0.5;
  add('handicap', 'win', 1 - below(line), line.toFixed(1));
  add('handicap', 'lose', below(line), line.toFixed(1));
  for (const side of ['home', 'away'] as const) {
    for (const [suffix, low, high] of SCORE_DIFF_BANDS) {
      // A tie goes to overtime: the closest band of each side starts at a margin of 0, so the bands add up
      // to the 胜负 probabilities.
      const near = low === 1 ? 0 : low - 0.5;
      const [from, to] = side === 'home' ? [near, high + 0.5] : [-high - 0.5, -near];
      add('score-diff', `${side}_${suffix}`, below(to) - below(from));
    }
  }
  const expectedTotal = expectedHome + expectedAway;
  const total = Math.floor(expectedTotal) + 0.5;
  const under = normalCdf((total - expectedTotal) / TOTAL_SIGMA);
  add('total-score', 'over', 1 - under, total.toFixed(1));
  add('total-score', 'under', under, total.toFixed(1));
  return rows;
}
