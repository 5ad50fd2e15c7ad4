/**
 * Report days are Beijing calendar days (UTC+8, no daylight saving): "today" for the player is the day they
 * see on their phone, wherever the server runs.
 */
import { beijingDate as beijingDateOf, beijingDayStart } from '@app/shared/format';

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** SQL expression of a timestamptz column as its Beijing day 'YYYY-MM-DD' (independent of the session zone). */
export const BEIJING_DAY_SQL = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The Beijing day of an instant. */
export function beijingDate(at: Date): string {
  return beijingDateOf(at);
}

/** The instant a Beijing day starts. */
export function dayStart(date: string): Date {
  return beijingDayStart(date);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DayFilter {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/** [from, to) instants of an inclusive day range; an open end stays open. */
export function instantsOf(filter: DayFilter): { from?: Date; to?: Date } {
  return {
    ...(filter.start_date ? { from: dayStart(filter.start_date) } : {}),
    ...(filter.end_date ? { to: dayStart(addDays(filter.end_date, 1)) } : {}),
  };
}

/** Every day from start to end, both inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days start..end spans, both inclusive. */
export function dayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}
