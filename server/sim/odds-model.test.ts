import { describe, expect, it } from 'vitest';
import { IN_PLAY_PLAYS } from '../domain/sports/inplay/plays';
import { dangerBetween, dangerousMoments, inPlayProbabilities } from './inplay-model';
import { finalScore, matchModel, scoreAt } from './match-model';
import { nudgedOdds, openingOdds } from './odds-model';
import { priced } from './pricing';
import { createRng } from './rng';

const SEEDS = Array.from({ length: 400 }, (_, index) => 1_000 + index * 7_919);
const MAIN_PLAY: Record<number, string> = { 1: 'winDrawLose', 2: 'win-lose' };

/** Implied probabilities of a play's prices add up to 1 + the book's margin. */
const overround = (odds: number[]) => odds.reduce((sum, value) => sum + 100 / value, 0);
const pricesOf = (rows: Array<{ play: string; odds: number }>, play: string) =>
  rows.filter((row) => row.play === play).map((row) => row.odds);

describe('pre-match prices look like a real book', () => {
  for (const sportType of [1, 2]) {
    const sport = sportType === 1 ? 'football' : 'basketball';
    it(`${sport}: the main market keeps a margin of a few percent`, () => {
      for (const seed of SEEDS) {
        const margin = overround(
          pricesOf(openingOdds(matchModel(sportType, seed)), MAIN_PLAY[sportType] ?? ''),
        );
        expect(margin).toBeGreaterThan(1.03);
        expect(margin).toBeLessThan(1.08);
      }
    });

    it(`${sport}: a favourite is never below 1.05 and rarely below 1.10 before kick-off`, () => {
      const favourites = SEEDS.map((seed) =>
        Math.min(...pricesOf(openingOdds(matchModel(sportType, seed)), MAIN_PLAY[sportType] ?? '')),
      );
      expect(Math.min(...favourites)).toBeGreaterThanOrEqual(105);
      expect(favourites.filter((odds) => odds < 110).length / favourites.length).toBeLessThan(0.05);
      // and an underdog is an underdog, not a lottery ticket
      const longest = SEEDS.map((seed) =>
        Math.max(...pricesOf(openingOdds(matchModel(sportType, seed)), MAIN_PLAY[sportType] ?? '')),
      );
      expect(Math.max(...longest)).toBeLessThan(2_000);
    });
  }

  it('a pre-match move reprices every play from one nudged model: near the opening, same margin', () => {
    const model = matchModel(1, 4242);
    const opening = openingOdds(model);
    for (let tick = 0; tick < 20; tick += 1) {
      const moved = nudgedOdds(model, createRng(tick));
      expect(moved.map((row) => `${row.play}|${row.option}`)).toEqual(
        opening.map((row) => `${row.play}|${row.option}`),
      );
      for (const play of ['winDrawLose', 'totalGoals', 'halfFullTime']) {
        expect(overround(pricesOf(moved, play))).toBeCloseTo(overround(pricesOf(opening, play)), 1);
      }
      pricesOf(moved, 'winDrawLose').forEach((odds, index) => {
        const before = pricesOf(opening, 'winDrawLose')[index] ?? 1;
        expect(Math.abs(odds / before - 1)).toBeLessThan(0.1);
      });
    }
    // basketball moves by a point, not by percent of a 110-point total
    const basketball = matchModel(2, 4242);
    const before = pricesOf(openingOdds(basketball), 'win-lose');
    for (let tick = 0; tick < 20; tick += 1) {
      const moved = pricesOf(nudgedOdds(basketball, createRng(tick)), 'win-lose');
      moved.forEach((odds, index) => {
        expect(Math.abs(odds / (before[index] ?? 1) - 1)).toBeLessThan(0.1);
      });
    }
  });
});

describe('in-play prices follow the match', () => {
  it('keep the margin on every in-play play at every minute', () => {
    for (const sportType of [1, 2]) {
      const model = matchModel(sportType, 777);
      for (let minute = 0; minute < model.length; minute += 5) {
        const rows = priced(inPlayProbabilities(model, minute, scoreAt(model, minute)));
        for (const play of IN_PLAY_PLAYS[sportType] ?? []) {
          const prices = pricesOf(rows, play);
          // a play all but decided is off the board; any play offered keeps a margin
          if (prices.length === 0) continue;
          expect(overround(prices)).toBeGreaterThan(1.02);
          expect(overround(prices)).toBeLessThan(1.12);
        }
      }
    }
  });

  it('a side that leads late is the favourite; totals already passed and decided plays are off the board', () => {
    const model = { ...matchModel(1, 1), expectedHome: 1.4, expectedAway: 1.2 };
    const winOf = (rows: ReturnType<typeof priced>) =>
      rows.find((row) => row.play === 'winDrawLose' && row.option === 'win')?.odds ?? 0;
    const atStart = priced(inPlayProbabilities(model, 0, { home: 0, away: 0 }));
    const leading = priced(inPlayProbabilities(model, 60, { home: 2, away: 0 }));
    expect(winOf(atStart)).toBeGreaterThan(180);
    expect(winOf(leading)).toBeLessThan(115);
    expect(leading.filter((row) => row.play === 'totalGoals').map((row) => row.option)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7+',
    ]);
    expect(leading.find((row) => row.play === 'handicap')?.line).toBe('-2');
    const decided = priced(inPlayProbabilities(model, 89, { home: 3, away: 0 }));
    expect(decided.some((row) => row.play === 'winDrawLose')).toBe(false);
  });

  it('basketball lines move with the score', () => {
    const model = matchModel(2, 31337);
    const early = inPlayProbabilities(model, 12, { home: 30, away: 22 });
    const late = inPlayProbabilities(model, 40, { home: 120, away: 100 });
    const line = (rows: typeof early, play: string) => Number(rows.find((row) => row.play === play)?.line);
    expect(line(late, 'handicap')).toBeGreaterThan(line(early, 'handicap'));
    expect(line(late, 'total-score')).toBeGreaterThan(line(early, 'total-score'));
  });

  it('suspends on every goal and on seeded timeouts', () => {
    const football = matchModel(1, 2024);
    const moments = dangerousMoments(football, 2024);
    const goals = finalScore(football).home + finalScore(football).away;
    expect(moments.filter((moment) => moment.reason === '进球')).toHaveLength(goals);
    const basketball = matchModel(2, 2024);
    const timeouts = dangerousMoments(basketball, 2024);
    expect(timeouts.filter((moment) => moment.reason === '暂停')).toHaveLength(8);
    const first = timeouts[0];
    if (!first) throw new Error('no timeout');
    expect(dangerBetween(timeouts, first.minute - 1, first.minute)).toEqual(first);
    expect(dangerBetween(timeouts, first.minute, first.minute)).toBeNull();
  });
});
