import type { ReportDateRange } from '@app/shared';
import { addDays, beijingToday } from '../format';
import type { Chip } from './Chips';

export type DayRangeKey = 'all' | 'today' | 'week' | 'month';

export const DAY_RANGE_CHIPS: Chip<DayRangeKey>[] = [
  { key: 'all', label: '全部' },
  { key: 'today', label: '今天' },
  { key: 'week', label: '近7天' },
  { key: 'month', label: '近30天' },
];

const SPAN: Record<Exclude<DayRangeKey, 'all'>, number> = { today: 1, week: 7, month: 30 };

/** The start_date / end_date of a quick range, in Beijing days (today included). */
export function dayRange(key: DayRangeKey, now = Date.now()): ReportDateRange {
  if (key === 'all') return {};
  const today = beijingToday(now);
  return { start_date: addDays(today, -(SPAN[key] - 1)), end_date: today };
}
