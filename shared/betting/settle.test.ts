import { describe, expect, it } from 'vitest';
import { FOOTBALL_PLAYS, FOOTBALL_SCORES } from './plays';
import { type MatchResult, settleLeg } from './settle';

const ft = (home: number, away: number, half?: [number, number]): MatchResult => ({
  full: { home, away },
  ...(half ? { half: { home: half[0], away: half[1] } } : {}),
});
const football = (play: string, option: string, result: MatchResult, line?: string) =>
  settleLeg('football', { play, option, ...(line === undefined ? {} : { line }) }, result);
const basketball = (play: string, option: string, result: MatchResult, line?: string) =>
  settleLeg('basketball', { play, option, ...(line === undefined ? {} : { line }) }, result);

describe('football settlement', () => {
  it('胜平负 on the full-time score', () => {
    expect(football('winDrawLose', 'win', ft(2, 1))).toBe('won');
    expect(football('winDrawLose', 'draw', ft(2, 1))).toBe('lost');
    expect(football('winDrawLose', 'draw', ft(1, 1))).toBe('won');
    expect(football('winDrawLose', 'lose', ft(0, 3))).toBe('won');
  });

  it('让球胜平负 adds the integer handicap to the home side', () => {
    expect(football('handicap', 'draw', ft(2, 1), '-1')).toBe('won');
    expect(football('handicap', 'win', ft(2, 1), '-1')).toBe('lost');
    expect(football('handicap', 'win', ft(3, 1), '-1')).toBe('won');
    expect(football('handicap', 'lose', ft(0, 1), '+1')).toBe('lost');
    expect(football('handicap', 'draw', ft(0, 1), '+1')).toBe('won');
    expect(football('handicap', 'win', ft(1, 1), '1')).toBe('won');
    expect(football('handicap', 'win', ft(1, 1))).toBe('void');
  });

  it('比分: each listed score and the three 其它', () => {
    for (const { code } of FOOTBALL_SCORES.filter((option) => option.code.includes(':'))) {
      const [home, away] = code.split(':').map(Number) as [number, number];
      const winners = FOOTBALL_SCORES.filter(
        (option) => football('score', option.code, ft(home, away)) === 'won',
      );
      expect(winners.map((option) => option.code)).toEqual([code]);
    }
    expect(football('score', 'win_other', ft(6, 0))).toBe('won');
    expect(football('score', 'win_other', ft(5, 3))).toBe('won');
    expect(football('score', 'win_other', ft(5, 2))).toBe('lost');
    expect(football('score', 'draw_other', ft(4, 4))).toBe('won');
    expect(football('score', 'lose_other', ft(3, 4))).toBe('won');
    expect(football('score', 'lose_other', ft(0, 6))).toBe('won');
    expect(football('score', 'lose_other', ft(2, 5))).toBe('lost');
  });

  it('总进球 0-6 and 7+', () => {
    expect(football('totalGoals', '0', ft(0, 0))).toBe('won');
    expect(football('totalGoals', '3', ft(2, 1))).toBe('won');
    expect(football('totalGoals', '6', ft(3, 3))).toBe('won');
    expect(football('totalGoals', '7+', ft(4, 3))).toBe('won');
    expect(football('totalGoals', '7+', ft(9, 1))).toBe('won');
    expect(football('totalGoals', '6', ft(4, 3))).toBe('lost');
  });

  it('半全场 is half-time then full-time outcome; void without a half-time score', () => {
    expect(football('halfFullTime', 'draw_win', ft(2, 1, [0, 0]))).toBe('won');
    expect(football('halfFullTime', 'lose_win', ft(2, 1, [0, 1]))).toBe('won');
    expect(football('halfFullTime', 'win_win', ft(2, 1, [0, 1]))).toBe('lost');
    expect(football('halfFullTime', 'win_win', ft(2, 1))).toBe('void');
    const options = FOOTBALL_PLAYS.find((play) => play.key === 'halfFullTime')?.options ?? [];
    expect(
      options.filter((option) => football('halfFullTime', option.code, ft(1, 1, [1, 0])) === 'won'),
    ).toEqual([{ code: 'win_draw', name: '胜平' }]);
  });
});

describe('basketball settlement', () => {
  it('胜负 for the home side; a tie voids', () => {
    expect(basketball('win-lose', 'win', ft(101, 99))).toBe('won');
    expect(basketball('win-lose', 'lose', ft(101, 99))).toBe('lost');
    expect(basketball('win-lose', 'lose', ft(88, 99))).toBe('won');
    expect(basketball('win-lose', 'win', ft(99, 99))).toBe('void');
  });

  it('让分胜负 wins when home − away − handicap > 0', () => {
    expect(basketball('handicap', 'win', ft(100, 95), '4.5')).toBe('won');
    expect(basketball('handicap', 'win', ft(100, 96), '4.5')).toBe('lost');
    expect(basketball('handicap', 'lose', ft(100, 96), '4.5')).toBe('won');
    expect(basketball('handicap', 'win', ft(95, 100), '-5.5')).toBe('won');
    expect(basketball('handicap', 'win', ft(100, 95), '5')).toBe('void');
  });

  it('胜分差 by winner and band', () => {
    const cases: Array<[number, number, string]> = [
      [101, 100, 'home_1_5'],
      [105, 100, 'home_1_5'],
      [106, 100, 'home_6_10'],
      [115, 100, 'home_11_15'],
      [120, 100, 'home_16_20'],
      [125, 100, 'home_21_25'],
      [126, 100, 'home_26+'],
      [150, 100, 'home_26+'],
      [90, 100, 'away_6_10'],
      [70, 100, 'away_26+'],
    ];
    for (const [home, away, code] of cases)
      expect(basketball('score-diff', code, ft(home, away))).toBe('won');
    expect(basketball('score-diff', 'away_1_5', ft(101, 100))).toBe('lost');
    expect(basketball('score-diff', 'home_1_5', ft(100, 100))).toBe('void');
  });

  it('大小分 against the total line', () => {
    expect(basketball('total-score', 'over', ft(110, 106), '215.5')).toBe('won');
    expect(basketball('total-score', 'under', ft(110, 105), '215.5')).toBe('won');
    expect(basketball('total-score', 'over', ft(110, 105), '215.5')).toBe('lost');
    expect(basketball('total-score', 'over', ft(110, 105))).toBe('void');
  });

  it('an unknown play voids rather than guessing', () => {
    expect(basketball('nope', 'win', ft(1, 0))).toBe('void');
    expect(football('nope', 'win', ft(1, 0))).toBe('void');
  });
});
