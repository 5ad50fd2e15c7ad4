import { SCORE_DIFF_BANDS } from '@app/shared/betting';
import { describe, expect, it } from 'vitest';
import { basketballProbabilities } from './basketball-model';
import { matchModel } from './match-model';
import { openingOdds } from './odds-model';
import { BOOK_MARGIN, type OddsRow } from './pricing';

const SEEDS = Array.from({ length: 150 }, (_, index) => 5_000 + index * 7_919);
const books = SEEDS.map((seed) => openingOdds(matchModel(2, seed)));

const market = (book: OddsRow[], play: string) => book.filter((row) => row.play === play);
const overround = (book: OddsRow[], play: string) =>
  market(book, play).reduce((sum, row) => sum + 100 / row.odds, 0);
const fair = (book: OddsRow[], play: string, option: string) => {
  const row = book.find((candidate) => candidate.play === play && candidate.option === option);
  if (!row) throw new Error(`no ${play} ${option}`);
  return 100 / row.odds / overround(book, play);
};

describe('basketball: every market comes from one normal model of the margin and the total', () => {
  it('each market carries the same margin of a few percent', () => {
    for (const book of books) {
      for (const play of ['win-lose', 'handicap', 'score-diff', 'total-score']) {
        expect(overround(book, play)).toBeGreaterThan(1 + BOOK_MARGIN - 0.01);
        expect(overround(book, play)).toBeLessThan(1 + BOOK_MARGIN + 0.01);
      }
    }
  });

  it('胜分差 adds up to 胜负, and the 让分 line sits at the expected margin (close to even)', () => {
    for (const book of books) {
      for (const side of ['home', 'away'] as const) {
        const bands = SCORE_DIFF_BANDS.reduce(
          (sum, [suffix]) => sum + fair(book, 'score-diff', `${side}_${suffix}`),
          0,
        );
        expect(bands).toBeCloseTo(fair(book, 'win-lose', side === 'home' ? 'win' : 'lose'), 2);
      }
      expect(fair(book, 'handicap', 'win')).toBeGreaterThan(0.45);
      expect(fair(book, 'handicap', 'win')).toBeLessThan(0.55);
      expect(fair(book, 'total-score', 'over')).toBeGreaterThan(0.45);
      expect(fair(book, 'total-score', 'over')).toBeLessThan(0.55);
    }
  });

  it('a bigger expected margin makes the home side a shorter favourite on every margin market', () => {
    const close = basketballProbabilities(110, 108);
    const clear = basketballProbabilities(118, 104);
    const home = (rows: typeof close) => rows.find((row) => row.play === 'win-lose' && row.option === 'win');
    const wide = (rows: typeof close) => rows.find((row) => row.option === 'home_11_15');
    expect(home(clear)?.probability).toBeGreaterThan(home(close)?.probability ?? 1);
    expect(wide(clear)?.probability).toBeGreaterThan(wide(close)?.probability ?? 1);
  });
});
