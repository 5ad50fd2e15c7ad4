import { describe, expect, it } from 'vitest';
import { matchModel } from './match-model';
import { openingOdds } from './odds-model';
import { BOOK_MARGIN, type OddsRow } from './pricing';

// Many seeded matches, from the even game to the clear favourite.
const SEEDS = Array.from({ length: 150 }, (_, index) => 3_000 + index * 7_919);
const books = SEEDS.map((seed) => openingOdds(matchModel(1, seed)));

/** A price's implied probability; a play's sum is 1 + margin. */
const implied = (book: OddsRow[], play: string, option: string) => {
  const row = book.find((candidate) => candidate.play === play && candidate.option === option);
  if (!row) throw new Error(`no ${play} ${option}`);
  return 100 / row.odds;
};
const market = (book: OddsRow[], play: string) => book.filter((row) => row.play === play);
const overround = (book: OddsRow[], play: string) =>
  market(book, play).reduce((sum, row) => sum + 100 / row.odds, 0);
/** A market's probabilities with the margin taken out (as a player reads them off the prices). */
const fair = (book: OddsRow[], play: string, option: string) =>
  implied(book, play, option) / overround(book, play);

describe('football: every market comes from one model of the score', () => {
  it('each market carries the same margin of a few percent, in two-decimal odds from 1.01', () => {
    for (const book of books) {
      for (const play of ['winDrawLose', 'handicap', 'score', 'totalGoals', 'halfFullTime']) {
        // long shots rounded to two decimals move the sum a little; the margin itself is the book's
        expect(overround(book, play)).toBeGreaterThan(1 + BOOK_MARGIN - 0.01);
        expect(overround(book, play)).toBeLessThan(1 + BOOK_MARGIN + 0.01);
      }
      for (const row of book) {
        expect(Number.isInteger(row.odds)).toBe(true);
        expect(row.odds).toBeGreaterThanOrEqual(101);
      }
    }
  });

  it('比分 adds up to 胜平负: home-win scores and 胜其它 make 胜, and so on', () => {
    for (const book of books) {
      const scores = market(book, 'score');
      const sideOf = (option: string) => {
        if (option.endsWith('_other')) return option.replace('_other', '');
        const [home, away] = option.split(':').map(Number) as [number, number];
        return home > away ? 'win' : home < away ? 'lose' : 'draw';
      };
      for (const side of ['win', 'draw', 'lose']) {
        const fromScores = scores
          .filter((row) => sideOf(row.option) === side)
          .reduce((sum, row) => sum + fair(book, 'score', row.option), 0);
        expect(fromScores).toBeCloseTo(fair(book, 'winDrawLose', side), 2);
      }
    }
  });

  it('总进球 agrees with the score grid: 0 goals is 0:0, 1 goal is 1:0 plus 0:1', () => {
    for (const book of books) {
      expect(fair(book, 'totalGoals', '0')).toBeCloseTo(fair(book, 'score', '0:0'), 2);
      expect(fair(book, 'totalGoals', '1')).toBeCloseTo(
        fair(book, 'score', '1:0') + fair(book, 'score', '0:1'),
        2,
      );
      const two = ['2:0', '1:1', '0:2'].reduce((sum, code) => sum + fair(book, 'score', code), 0);
      expect(fair(book, 'totalGoals', '2')).toBeCloseTo(two, 2);
    }
  });

  it('半全场 agrees with 胜平负: x胜 adds up to 胜, and 平平 never beats 平', () => {
    for (const book of books) {
      for (const full of ['win', 'draw', 'lose']) {
        const viaHalf = ['win', 'draw', 'lose'].reduce(
          (sum, half) => sum + fair(book, 'halfFullTime', `${half}_${full}`),
          0,
        );
        expect(viaHalf).toBeCloseTo(fair(book, 'winDrawLose', full), 2);
      }
      expect(implied(book, 'halfFullTime', 'draw_draw')).toBeLessThan(implied(book, 'winDrawLose', 'draw'));
      // a comeback from behind at half-time is a long shot, not a lottery ticket
      expect(implied(book, 'halfFullTime', 'win_lose')).toBeGreaterThan(1 / 150);
    }
  });

  it('让球 agrees with the score: the favourite giving a goal wins when it wins by two or more', () => {
    for (const book of books) {
      const line = market(book, 'handicap')[0]?.line;
      const favourite = line === '-1' ? 'win' : 'lose';
      const byOne = (line === '-1' ? ['1:0', '2:1', '3:2'] : ['0:1', '1:2', '2:3']).reduce(
        (sum, code) => sum + fair(book, 'score', code),
        0,
      );
      // 让球平 is a one-goal win of the favourite; 1:0, 2:1 and 3:2 (or their mirror) are almost all of it
      expect(fair(book, 'handicap', 'draw')).toBeGreaterThanOrEqual(byOne - 0.005);
      expect(fair(book, 'handicap', favourite) + fair(book, 'handicap', 'draw')).toBeCloseTo(
        fair(book, 'winDrawLose', favourite),
        2,
      );
    }
  });

  it('prices look like a real book: 1:0 and 2:1 within a few points of each other, 0:0 likelier than 3:3', () => {
    for (const book of books) {
      const ratio = implied(book, 'score', '1:0') / implied(book, 'score', '2:1');
      expect(ratio).toBeGreaterThan(0.4);
      expect(ratio).toBeLessThan(3);
      expect(implied(book, 'score', '0:0')).toBeGreaterThan(implied(book, 'score', '3:3'));
    }
  });
});
