export type OddsTrend = 'up' | 'down' | 'same';

/** Direction of an odds change; the first reading (no previous value) counts as unchanged. */
export function oddsTrend(previous: string | undefined, next: string): OddsTrend {
  if (previous === undefined) return 'same';
  const difference = Number(next) - Number(previous);
  return difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
}

export const TREND_MARK: Record<OddsTrend, string> = { up: '↑', down: '↓', same: '' };
