import { FOOTBALL_SCORES, SCORE_DIFF_BANDS } from '@app/shared/betting';
import type { MatchModel } from './match-model';

export interface OddsRow {
  play: string;
  option: string;
  /** Integer hundredths. */
  odds: number;
  line: string;
}

// The book keeps 10%: odds = 0.9 / probability, within 1.01..999.
const PAYOUT = 0.9;
export const toOdds = (probability: number) =>
  Math.min(99_900, Math.max(101, Math.round((PAYOUT / Math.max(probability, 0.0009)) * 100)));

function poissonPmf(lambda: number, max: number): number[] {
  const values: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    values.push(p);
    p = (p * lambda) / (k + 1);
  }
  return values;
}

type Outcome = 'win' | 'draw' | 'lose';
const outcome = (home: number, away: number): Outcome =>
  home > away ? 'win' : home < away ? 'lose' : 'draw';
const MAX_GOALS = 10;

/** Probability of each full-time score (home, away) up to 10 goals a side. */
function scoreGrid(lambdaHome: number, lambdaAway: number): number[][] {
  const home = poissonPmf(lambdaHome, MAX_GOALS);
  const away = poissonPmf(lambdaAway, MAX_GOALS);
  return home.map((ph) => away.map((pa) => ph * pa));
}

function footballOdds(model: MatchModel): OddsRow[] {
  const grid = scoreGrid(model.expectedHome, model.expectedAway);
  const rows: OddsRow[] = [];
  const add = (play: string, option: string, probability: number, line = '') =>
    rows.push({ play, option, odds: toOdds(probability), line });
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
function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x / Math.SQRT2));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

const MARGIN_SIGMA = 12;

function basketballOdds(model: MatchModel): OddsRow[] {
  const mean = model.expectedHome - model.expectedAway;
  const below = (x: number) => normalCdf((x - mean) / MARGIN_SIGMA);
  const rows: OddsRow[] = [];
  const add = (play: string, option: string, probability: number, line = '') =>
    rows.push({ play, option, odds: toOdds(probability), line });
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

/** Opening odds of every play; tennis and volleyball are listed without betting. */
export function openingOdds(model: MatchModel): OddsRow[] {
  if (model.sportType === 1) return footballOdds(model);
  if (model.sportType === 2) return basketballOdds(model);
  return [];
}
