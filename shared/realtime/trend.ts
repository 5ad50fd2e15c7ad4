import { toFen } from '../format/money';
import type { BalanceChangeRecord, BalanceTrend } from './types';

/** Direction of one balance change, compared exactly in fen (SPEC 4: up, down or stable). */
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

/**
 * Trend from the last two changes (history is newest first): the newest balance against the one before
 * it; with a single change, its own before and after; with none, stable. Compared exactly in fen.
 */
export function balanceTrendOf(history: readonly BalanceChangeRecord[]): BalanceTrend {
  const [latest, previous] = history;
  if (!latest) return 'stable';
  return balanceTrend(previous ? previous.after : latest.before, latest.after);
}
