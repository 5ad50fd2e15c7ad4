interface ClockedMatch {
  sport_type: number;
  status: number;
  minute: number;
  half_home_score: number | null;
}

/**
 * What a live match's clock reads: its minute (67'), or 中场 during a football match's half-time break (the
 * clock stands at 45' with the half-time score recorded).
 */
export function liveClock(match: ClockedMatch): string {
  if (match.sport_type === 1 && match.status === 1 && match.minute === 45 && match.half_home_score !== null) {
    return '中场';
  }
  return `${match.minute}'`;
}
