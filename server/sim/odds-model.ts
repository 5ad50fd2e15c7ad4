import { FOOTBALL_SCORES, SCORE_DIFF_BANDS } from '@app/shared/betting';
import type { MatchModel } from './match-model';

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
export const toOdds = (probability: number, margin = BOOK_MARGIN) =>
  Math.min(99_900, Math.max(101, Math.round(100 / (Math.max(probability, 0.001) * (1 + margin)))));

export const priced = (rows: ProbabilityRow[], margin = BOOK_MARGIN): OddsRow[] =>
  rows.map(({ play, option, probability, line }) => ({
    play,
    option,
    line,
    odds: toOdds(probability, margin),
  }));

export function poissonPmf(lambda: number, max: number): number[] {
  const values: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    values.push(p);
    p = (p * lambda) / (k + 1);
  }
  return values;
}

type Outcome = 'win' | 'draw' | 'lose';
export const outcome = (home: number, away: number): Outcome =>
  home > away ? 'win' : home < away ? 'lose' : 'draw';
const MAX_GOALS = 10;

/** Probability of each full-time score (home, away) up to 10 goals a side. */
export function scoreGrid(lambdaHome: number, lambdaAway: number): number[][] {
  const home = poissonPmf(lambdaHome, MAX_GOALS);
  const away = poissonPmf(lambdaAway, MAX_GOALS);
  return home.map((ph) => away.map((pa) => ph * pa));
}

function footballProbabilities(model: MatchModel): ProbabilityRow[] {
  const grid = scoreGrid(model.expectedHome, model.expectedAway);
  const rows: ProbabilityRow[] = [];
  const add = (play: string, option: string, probability: number, line = '') =>
    rows.push({ play, option, probability, line });
  const sum = (test: (home: number, away: number) => boolean) =>
    grid.reduce(
      (total, row, home) => total + row.reduce((s, p, away) => s + (test(home, away) ? p : 0), 0),
      0,
    );

  for (const result of ['win', 'draw', 'lose'] as const) {
    add(
      'winDrawLose',
      result,
      sum((h, a) => outcome(h, a) === result),
    );
  }
  // Integer handicap on the home side: the favourite gives a goal.
  const handicap = sum((h, a) => h > a) >= sum((h, a) => h < a) ? -1 : 1;
  for (const result of ['win', 'draw', 'lose'] as const) {
    add(
      'handicap',
      result,
      sum((h, a) => outcome(h + handicap, a) === result),
      handicap > 0 ? '+1' : '-1',
    );
  }
  const listed = new Set(FOOTBALL_SCORES.map((option) => option.code));
  for (const { code } of FOOTBALL_SCORES) {
    if (code.endsWith('_other')) {
      const side = code.replace('_other', '');
      add(
        'score',
        code,
        sum((h, a) => !listed.has(`${h}:${a}`) && outcome(h, a) === side),
      );
    } else {
      const [home, away] = code.split(':').map(Number) as [number, number];
      add('score', code, grid[home]?.[away] ?? 0);
    }
  }
  for (let goals = 0; goals <= 6; goals += 1)
    add(
      'totalGoals',
      String(goals),
      sum((h, a) => h + a === goals),
    );
  add(
    'totalGoals',
    '7+',
    sum((h, a) => h + a >= 7),
  );

  // Half/full: first and second halves are independent halves of the expected goals.
  const half = scoreGrid(model.expectedHome / 2, model.expectedAway / 2);
  const halfFull = new Map<string, number>();
  const cells = half.flatMap((row, home) => row.map((p, away) => ({ home, away, p })));
  for (const first of cells) {
    for (const second of cells) {
      const key = `${outcome(first.home, first.away)}_${outcome(first.home + second.home, first.away + second.away)}`;
      halfFull.set(key, (halfFull.get(key) ?? 0) + first.p * second.p);
    }
  }
  for (const first of ['win', 'draw', 'lose']) {
    for (const full of ['win', 'draw', 'lose'])
      add('halfFullTime', `${first}_${full}`, halfFull.get(`${first}_${full}`) ?? 0);
  }
  return rows;
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

/** Spread of a basketball game's final margin around its expectation (points). */
export const MARGIN_SIGMA = 12;

function basketballProbabilities(model: MatchModel): ProbabilityRow[] {
  const mean = model.expectedHome - model.expectedAway;
  const below = (x: number) => normalCdf((x - mean) / MARGIN_SIGMA);
  const rows: ProbabilityRow[] = [];
  const add = (play: string, option: string, probability: number, line = '') =>
    rows.push({ play, option, probability, line });
  add('win-lose', 'win', 1 - below(0));
  add('win-lose', 'lose', below(0));
  // Home wins the handicap when home − away − line > 0: the line sits at the expected margin.
  const line = Math.floor(mean) + 0.5;
  add('handicap', 'win', 1 - below(line), line.toFixed(1));
  add('handicap', 'lose', below(line), line.toFixed(1));
  for (const side of ['home', 'away'] as const) {
    for (const [suffix, low, high] of SCORE_DIFF_BANDS) {
      const [from, to] = side === 'home' ? [low - 0.5, high + 0.5] : [-high - 0.5, -low + 0.5];
      add('score-diff', `${side}_${suffix}`, below(to) - below(from));
    }
  }
  const total = Math.floor(model.expectedHome + model.expectedAway) + 0.5;
  add('total-score', 'over', 0.5, total.toFixed(1));
  add('total-score', 'under', 0.5, total.toFixed(1));
  return rows;
}

/** The pre-match probability of every option of every play; tennis and volleyball are not offered. */
export function openingProbabilities(model: MatchModel): ProbabilityRow[] {
  if (model.sportType === 1) return footballProbabilities(model);
  if (model.sportType === 2) return basketballProbabilities(model);
  return [];
}

/** Opening odds of every play, with the book's margin. */
export function openingOdds(model: MatchModel): OddsRow[] {
  return priced(openingProbabilities(model));
}

/**
 * One play's prices as the market moves before kick-off: the model's probabilities nudged by up to ±`spread`
 * (relative, drawn from `rng`) and renormalised, then priced with the same margin. Always from the model,
 * never from the last price, so prices wander around a believable book instead of random-walking away.
 */
export function nudgedOdds(model: MatchModel, play: string, rng: () => number, spread = 0.06): OddsRow[] {
  const rows = openingProbabilities(model).filter((row) => row.play === play);
  const nudged = rows.map((row) => row.probability * (1 + (rng() * 2 - 1) * spread));
  const total = nudged.reduce((sum, value) => sum + value, 0) || 1;
  return priced(rows.map((row, index) => ({ ...row, probability: (nudged[index] ?? 0) / total })));
}
