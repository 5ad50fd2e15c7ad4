/**
 * How the book turns a model's probabilities into prices, shared by every sport's model: one margin for
 * every play, odds in integer hundredths within the platform's bounds (1.01 to 999.00).
 */
export interface OddsRow {
  play: string;
  option: string;
  /** Integer hundredths. */
  odds: number;
  line: string;
}

/** The probability of one option of one play (the options of a play partition the outcomes). */
export interface ProbabilityRow {
  play: string;
  option: string;
  probability: number;
  line: string;
}

/**
 * The book's margin, as a real one prices: odds = 1 / (probability × (1 + margin)), so a play's implied
 * probabilities add up to 1 + margin (a 6% overround: a two-way coin flip is 1.89 / 1.89).
 */
export const BOOK_MARGIN = 0.06;
export const MIN_ODDS = 101;
export const MAX_ODDS = 99_900;

export const toOdds = (probability: number, margin = BOOK_MARGIN) =>
  Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(100 / (Math.max(probability, 1e-6) * (1 + margin)))));

export const priced = (rows: ProbabilityRow[], margin = BOOK_MARGIN): OddsRow[] =>
  rows.map(({ play, option, probability, line }) => ({
    play,
    option,
    line,
    odds: toOdds(probability, margin),
  }));

/** Collects the rows of one market after another. */
export function probabilityRows() {
  const rows: ProbabilityRow[] = [];
  const add = (play: string, option: string, probability: number, line = '') =>
    rows.push({ play, option, probability, line });
  return { rows, add };
}

/** Standard normal CDF (Abramowitz-Stegun 7.1.26), enough for pricing. */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}
