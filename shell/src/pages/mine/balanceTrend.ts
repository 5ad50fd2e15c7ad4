import { toFen } from '@app/shared';

export type BalanceTrend = 'up' | 'down' | 'stable';

/** Direction of the last balance change, compared exactly in fen (SPEC 4: up, down or stable). */
export function balanceTrend(before: string | undefined, after: string): BalanceTrend {
  if (before === undefined) return 'stable';
  try {
    const difference = toFen(after) - toFen(before);
    if (difference > 0n) return 'up';
    return difference < 0n ? 'down' : 'stable';
  } catch {
    return 'stable';
  }
}
