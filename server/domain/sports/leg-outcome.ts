import { findPlay, type MatchResult, type Sport, settleLeg } from '@app/shared/betting';
import { LEG_RESULT_OF, MATCH_STATUS } from './codes';

interface LegOfPlay {
  play: string;
  line: string;
}

interface ScoredMatch {
  status: number;
  homeScore: number | null;
  awayScore: number | null;
  halfHomeScore: number | null;
  halfAwayScore: number | null;
}

/**
 * What the play came out as once the match has a result (胜, 3球, 2:1, 胜平 ...): the option the settlement
 * rules make the winner, so the text can never disagree with the leg's 赢/输. Null while there is no final
 * score, or when no option wins (a whole-number line landing exactly: 走水).
 */
export function playOutcome(sport: Sport | undefined, leg: LegOfPlay, match: ScoredMatch): string | null {
  if (!sport || match.status !== MATCH_STATUS.finished) return null;
  if (match.homeScore === null || match.awayScore === null) return null;
  const result: MatchResult = {
    full: { home: match.homeScore, away: match.awayScore },
    ...(match.halfHomeScore !== null && match.halfAwayScore !== null
      ? { half: { home: match.halfHomeScore, away: match.halfAwayScore } }
      : {}),
  };
  const winner = findPlay(sport, leg.play)?.options.find(
    (option) => settleLeg(sport, { play: leg.play, option: option.code, line: leg.line }, result) === 'won',
  );
  return winner?.name ?? null;
}

/** 待开奖 / 赢 / 输, and a void leg is 退款 when its match was cancelled, 走水 when the result landed on the line. */
export function legResultText(result: number, matchStatus: number): string {
  switch (LEG_RESULT_OF[result]) {
    case 'won':
      return '赢';
    case 'lost':
      return '输';
    case 'void':
      return matchStatus === MATCH_STATUS.void ? '退款' : '走水';
    default:
      return '待开奖';
  }
}
