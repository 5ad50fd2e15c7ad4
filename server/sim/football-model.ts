import { FOOTBALL_SCORES } from '@app/shared/betting';
import { type ProbabilityRow, probabilityRows } from './pricing';

/**
 * Football's one model of the score: each half is Dixon–Coles (Poisson goals for each side with the low
 * scores 0:0 / 1:1 a little likelier and 1:0 / 0:1 a little rarer, as real leagues show), the first half with
 * 45% of the expected goals. Every pre-match market is a sum over the same (half-time, full-time) outcomes,
 * so 比分, 总进球 and 半全场 always agree with 胜平负. Pure functions only.
 */
export const DIXON_COLES_RHO = -0.1;
export const FIRST_HALF_SHARE = 0.45;
const MAX_HALF_GOALS = 8;
const MAX_GOALS = 10;

type Outcome = 'win' | 'draw' | 'lose';
export const outcome = (home: number, away: number): Outcome =>
  home > away ? 'win' : home < away ? 'lose' : 'draw';
const OUTCOMES = ['win', 'draw', 'lose'] as const;

export function poissonPmf(lambda: number, max: number): number[] {
  const values: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    values.push(p);
    p = (p * lambda) / (k + 1);
  }
  return values;
}

/**
 * Probability of each score (home, away) up to `max` goals a side, renormalised over the grid; `rho` is the
 * Dixon–Coles dependence of low scores (0: independent Poisson).
 */
export function scoreGrid(lambdaHome: number, lambdaAway: number, rho = 0, max = MAX_GOALS): number[][] {
  const home = poissonPmf(lambdaHome, max);
  const away = poissonPmf(lambdaAway, max);
  const tau = (h: number, a: number) => {
    if (h === 0 && a === 0) return 1 - lambdaHome * lambdaAway * rho;
    if (h === 0 && a === 1) return 1 + lambdaHome * rho;
    if (h === 1 && a === 0) return 1 + lambdaAway * rho;
    if (h === 1 && a === 1) return 1 - rho;
    return 1;
  };
  const grid = home.map((ph, h) => away.map((pa, a) => Math.max(0, ph * pa * tau(h, a))));
  const total = grid.flat().reduce((sum, p) => sum + p, 0);
  return grid.map((row) => row.map((p) => p / total));
}

interface Cell {
  home: number;
  away: number;
  p: number;
}
const cellsOf = (grid: number[][]): Cell[] =>
  grid.flatMap((row, home) => row.map((p, away) => ({ home, away, p })));

/** The joint distribution of half-time and full-time scores for two sides' expected goals. */
export function halfAndFullTime(expectedHome: number, expectedAway: number) {
  const share = (lambda: number, part: number) => lambda * part;
  const first = cellsOf(
    scoreGrid(
      share(expectedHome, FIRST_HALF_SHARE),
      share(expectedAway, FIRST_HALF_SHARE),
      DIXON_COLES_RHO,
      MAX_HALF_GOALS,
    ),
  );
  const second = cellsOf(
    scoreGrid(
      share(expectedHome, 1 - FIRST_HALF_SHARE),
      share(expectedAway, 1 - FIRST_HALF_SHARE),
      DIXON_COLES_RHO,
      MAX_HALF_GOALS,
    ),
  );
  const size = MAX_HALF_GOALS * 2 + 1;
  const full = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const halfFull = new Map<string, number>();
  for (const h of first) {
    for (const s of second) {
      const home = h.home + s.home;
      const away = h.away + s.away;
      const p = h.p * s.p;
      (full[home] as number[])[away] = ((full[home] as number[])[away] ?? 0) + p;
      const key = `${outcome(h.home, h.away)}_${outcome(home, away)}`;
      halfFull.set(key, (halfFull.get(key) ?? 0) + p);
    }
  }
  return { full, halfFull };
}

/** Every pre-match football play's probabilities from the two sides' expected goals. */
export function footballProbabilities(expectedHome: number, expectedAway: number): ProbabilityRow[] {
  const { full, halfFull } = halfAndFullTime(expectedHome, expectedAway);
  const { rows, add } = probabilityRows();
  const sum = (test: (home: number, away: number) => boolean) =>
    full.reduce(
      (total, row, home) => total + row.reduce((s, p, away) => s + (test(home, away) ? p : 0), 0),
      0,
    );

  for (const result of OUTCOMES)
    add(
      'winDrawLose',
      result,
      sum((h, a) => outcome(h, a) === result),
    );
  // Integer handicap on the home side: the favourite gives a goal.
  const handicap = sum((h, a) => h > a) >= sum((h, a) => h < a) ? -1 : 1;
  for (const result of OUTCOMES) {
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
      add('score', code, full[home]?.[away] ?? 0);
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
  for (const first of OUTCOMES) {
    for (const last of OUTCOMES)
      add('halfFullTime', `${first}_${last}`, halfFull.get(`${first}_${last}`) ?? 0);
  }
  return rows;
}
