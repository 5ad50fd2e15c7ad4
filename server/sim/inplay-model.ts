import { MARGIN_SIGMA, TOTAL_SIGMA } from './basketball-model';
import { outcome, scoreGrid } from './football-model';
import type { MatchModel } from './match-model';
import { normalCdf, type ProbabilityRow } from './pricing';
import { createRng, mixSeed, pickInt } from './rng';

const MIN_SIGMA = 1.5;

/**
 * Where the match can still go from `minute` at `score`: football's remaining goals are Poisson with the
 * unplayed share of each side's expectation; basketball's remaining margin and total are normal, narrowing as
 * the clock runs down. Lines (handicap, total) follow the state, and every price is on the full-time result,
 * so the same settlement grades pre-match and in-play legs. A play already all but decided is not offered.
 */
export function inPlayProbabilities(
  model: MatchModel,
  minute: number,
  score: { home: number; away: number },
): ProbabilityRow[] {
  const left = Math.max(0, model.length - minute) / model.length;
  const rows: ProbabilityRow[] = [];
  const add = (play: string, option: string, probability: number, line = '') =>
    rows.push({ play, option, probability, line });
  if (model.sportType === 1) {
    const grid = scoreGrid(model.expectedHome * left, model.expectedAway * left);
    const sum = (test: (home: number, away: number) => boolean) =>
      grid.reduce(
        (total, row, home) =>
          total + row.reduce((s, p, away) => s + (test(score.home + home, score.away + away) ? p : 0), 0),
        0,
      );
    for (const result of ['win', 'draw', 'lose'] as const) {
      add(
        'winDrawLose',
        result,
        sum((h, a) => outcome(h, a) === result),
      );
    }
    const lead = score.home - score.away + (model.expectedHome - model.expectedAway) * left;
    const handicap = -Math.round(lead) || (lead >= 0 ? -1 : 1);
    const line = handicap > 0 ? `+${handicap}` : String(handicap);
    for (const result of ['win', 'draw', 'lose'] as const) {
      add(
        'handicap',
        result,
        sum((h, a) => outcome(h + handicap, a) === result),
        line,
      );
    }
    // Totals already passed cannot happen any more and are no longer offered.
    const goals = score.home + score.away;
    for (let total = goals; total <= 6; total += 1) {
      add(
        'totalGoals',
        String(total),
        sum((h, a) => h + a === total),
      );
    }
    add(
      'totalGoals',
      '7+',
      sum((h, a) => h + a >= 7),
    );
    return withoutDecided(rows);
  }
  if (model.sportType === 2) {
    const spread = Math.max(MIN_SIGMA, MARGIN_SIGMA * Math.sqrt(left));
    const mean = score.home - score.away + (model.expectedHome - model.expectedAway) * left;
    const above = (x: number) => 1 - normalCdf((x - mean) / spread);
    add('win-lose', 'win', above(0));
    add('win-lose', 'lose', 1 - above(0));
    const line = Math.floor(mean) + 0.5;
    add('handicap', 'win', above(line), line.toFixed(1));
    add('handicap', 'lose', 1 - above(line), line.toFixed(1));
    const totalSpread = Math.max(MIN_SIGMA, TOTAL_SIGMA * Math.sqrt(left));
    const expectedTotal = score.home + score.away + (model.expectedHome + model.expectedAway) * left;
    const totalLine = Math.floor(expectedTotal) + 0.5;
    const over = 1 - normalCdf((totalLine - expectedTotal) / totalSpread);
    add('total-score', 'over', over, totalLine.toFixed(1));
    add('total-score', 'under', 1 - over, totalLine.toFixed(1));
  }
  return withoutDecided(rows);
}

/** A play whose outcome is all but certain has nothing left to price: it comes off the board. */
const DECIDED = 0.93;
function withoutDecided(rows: ProbabilityRow[]): ProbabilityRow[] {
  const decided = new Set(rows.filter((row) => row.probability >= DECIDED).map((row) => row.play));
  return rows.filter((row) => !decided.has(row.play));
}

/** A moment a live book stops taking bets, and what players are told. */
export interface DangerousMoment {
  minute: number;
  reason: string;
}

/**
 * The match's dangerous moments, from its model and seed: football's goals (进球), a red card (红牌) in about
 * a quarter of matches, a penalty (点球) in about a third; basketball's timeouts (暂停), a few a quarter.
 */
export function dangerousMoments(model: MatchModel, seed: number): DangerousMoment[] {
  const rng = createRng(mixSeed(seed, 0x5e5));
  if (model.sportType === 1) {
    const moments: DangerousMoment[] = [...model.homeEvents, ...model.awayEvents].map((minute) => ({
      minute,
      reason: '进球',
    }));
    if (rng() < 0.25) moments.push({ minute: pickInt(rng, 10, 88), reason: '红牌' });
    if (rng() < 0.33) moments.push({ minute: pickInt(rng, 5, 88), reason: '点球' });
    return moments.sort((a, b) => a.minute - b.minute);
  }
  if (model.sportType === 2) {
    const moments: DangerousMoment[] = [];
    for (let quarter = 0; quarter < 4; quarter += 1) {
      for (let timeout = 0; timeout < 2; timeout += 1) {
        moments.push({ minute: quarter * 12 + pickInt(rng, 2, 11), reason: '暂停' });
      }
    }
    return moments.sort((a, b) => a.minute - b.minute);
  }
  return [];
}

/** The first dangerous moment after minute `from` up to and including `to`, if any. */
export function dangerBetween(moments: DangerousMoment[], from: number, to: number): DangerousMoment | null {
  return moments.find((moment) => moment.minute > from && moment.minute <= to) ?? null;
}
