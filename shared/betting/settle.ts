import { FOOTBALL_SCORES, SCORE_DIFF_BANDS, type Sport } from './plays';
import type { LegResult } from './prize';

export interface Score {
  home: number;
  away: number;
}

export interface MatchResult {
  full: Score;
  /** Half-time score; football 半全场 legs are void without it. */
  half?: Score;
}

export interface LegToSettle {
  play: string;
  option: string;
  /** Handicap or total line the odds were taken on. */
  line?: string;
}

type Outcome = 'win' | 'draw' | 'lose';
const outcomeOf = (home: number, away: number): Outcome =>
  home > away ? 'win' : home < away ? 'lose' : 'draw';
const decided = (won: boolean): LegResult => (won ? 'won' : 'lost');

/** Lines travel as decimal text; tenths are enough for every line (-1, 215.5), so compare in tenths. */
function lineTenths(line: string | undefined): number | null {
  if (line === undefined || !/^[+-]?\d+(\.\d)?$/.test(line.trim())) return null;
  return Math.round(Number(line) * 10);
}

const LISTED_SCORES = new Set(
  FOOTBALL_SCORES.map((option) => option.code).filter((code) => code.includes(':')),
);

/**
 * Football: 胜平负 on the full-time score; 让球胜平负 adds the integer handicap to the home score;
 * 比分 is the exact score, and 胜其它/平其它/负其它 win for an unlisted score of that outcome;
 * 总进球 counts all goals (7+ from seven); 半全场 is half-time outcome then full-time outcome.
 */
function settleFootball(leg: LegToSettle, result: MatchResult): LegResult {
  const { home, away } = result.full;
  switch (leg.play) {
    case 'winDrawLose':
      return decided(leg.option === outcomeOf(home, away));
    case 'handicap': {
      const handicap = lineTenths(leg.line);
      if (handicap === null) return 'void';
      return decided(leg.option === outcomeOf(home * 10 + handicap, away * 10));
    }
    case 'score': {
      const score = `${home}:${away}`;
      if (LISTED_SCORES.has(score)) return decided(leg.option === score);
      return decided(leg.option === `${outcomeOf(home, away)}_other`);
    }
    case 'totalGoals': {
      const goals = home + away;
      return decided(leg.option === (goals >= 7 ? '7+' : String(goals)));
    }
    case 'halfFullTime': {
      if (!result.half) return 'void';
      return decided(
        leg.option === `${outcomeOf(result.half.home, result.half.away)}_${outcomeOf(home, away)}`,
      );
    }
    default:
      return 'void';
  }
}

function scoreDiffCode(home: number, away: number): string | null {
  const diff = Math.abs(home - away);
  const band = SCORE_DIFF_BANDS.find(([, low, high]) => diff >= low && diff <= high);
  if (!band) return null;
  return `${home > away ? 'home' : 'away'}_${band[0]}`;
}

/**
 * Basketball (home perspective): 胜负 on the final score; 让分胜负 wins for the home side when
 * home − away − handicap > 0; 胜分差 by winner and margin band; 大小分 against the total line.
 * A tie (no overtime result) or a whole-number line landing exactly voids the leg.
 */
function settleBasketball(leg: LegToSettle, result: MatchResult): LegResult {
  const { home, away } = result.full;
  switch (leg.play) {
    case 'win-lose':
      if (home === away) return 'void';
      return decided(leg.option === (home > away ? 'win' : 'lose'));
    case 'handicap': {
      const handicap = lineTenths(leg.line);
      if (handicap === null) return 'void';
      const margin = (home - away) * 10 - handicap;
      if (margin === 0) return 'void';
      return decided(leg.option === (margin > 0 ? 'win' : 'lose'));
    }
    case 'score-diff': {
      const code = scoreDiffCode(home, away);
      return code === null ? 'void' : decided(leg.option === code);
    }
    case 'total-score': {
      const line = lineTenths(leg.line);
      if (line === null) return 'void';
      const over = (home + away) * 10 - line;
      if (over === 0) return 'void';
      return decided(leg.option === (over > 0 ? 'over' : 'under'));
    }
    default:
      return 'void';
  }
}

/** Result of one leg from the match result (never 'pending'). */
export function settleLeg(sport: Sport, leg: LegToSettle, result: MatchResult): LegResult {
  return sport === 'football' ? settleFootball(leg, result) : settleBasketball(leg, result);
}
