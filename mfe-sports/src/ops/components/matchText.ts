import type { OpsMatch, Score } from '../api/opsMatches';

export const versus = (match: Pick<OpsMatch, 'home_team' | 'away_team'>) =>
  `${match.home_team} vs ${match.away_team}`;

export const scoreText = (score: Score) => `${score.home} : ${score.away}`;

/** 全场 and, when entered, 半场 of a match as the table shows it; '—' before there is one. */
export function matchScore(match: OpsMatch): string {
  if (match.home_score === null || match.away_score === null) return '—';
  const full = scoreText({ home: match.home_score, away: match.away_score });
  if (match.half_home_score === null || match.half_away_score === null) return full;
  return `${full}（半场 ${scoreText({ home: match.half_home_score, away: match.half_away_score })}）`;
}
