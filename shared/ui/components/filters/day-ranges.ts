import { beijingDate } from '../../../format';
import type { Chip } from './Chips';

export type DayRangeKey = 'all' | 'today' | 'week' | 'month' | 'custom';

/** A quick range, or a custom one with both of its Beijing days. */
export type DayRange =
  | { key: Exclude<DayRangeKey, 'custom'> }
  | { key: 'custom'; start_date: string; end_date: string };

export const QUICK_RANGE_CHIPS: Chip<Exclude<DayRangeKey, 'custom'>>[] = [
  { key: 'all', label: '全部' },
  { key: 'today', label: '今天' },
  { key: 'week', label: '近7天' },
  { key: 'month', label: '近30天' },
];

const SPAN = { today: 1, week: 7, month: 30 } as const;

/** A list query's day filter: Beijing calendar days YYYY-MM-DD, both inclusive. */
export interface DayRangeQuery {
  start_date?: string;
  end_date?: string;
}

/** The start_date / end_date of a range, in Beijing days (today included). */
export function dayRange(range: DayRange, now = Date.now()): DayRangeQuery {
  if (range.key === 'all') return {};
  if (range.key === 'custom') return { start_date: range.start_date, end_date: range.end_date };
  return { start_date: beijingDate(now, 1 - SPAN[range.key]), end_date: beijingDate(now) };
}

/** A string that changes whenever the range does (list reload key). */
export const rangeKey = (range: DayRange) =>
  range.key === 'custom' ? `custom:${range.start_date}:${range.end_date}` : range.key;
