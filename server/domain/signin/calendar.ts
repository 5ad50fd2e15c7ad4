import { beijingDate, beijingDayStart } from '@app/shared/format';

/**
 * Calendar days of the product are days in Asia/Shanghai (UTC+8, no daylight saving): a player who signs
 * in at 23:59 and 00:01 Beijing time signs in on two days, whatever the server's time zone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the instant in Asia/Shanghai. */
export function shanghaiDay(at: Date = new Date()): string {
  return beijingDate(at);
}

/** The day before a 'YYYY-MM-DD' day. */
export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of the Shanghai week holding the instant: weekly activities reset then. */
export function shanghaiWeekStart(at: Date = new Date()): string {
  const day = beijingDate(at);
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return beijingDate(at, -sinceMonday);
}

/** The UTC instant at which a Shanghai day starts (for SQL ranges over timestamps). */
export function shanghaiDayStart(day: string): Date {
  return beijingDayStart(day);
}
