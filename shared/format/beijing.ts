/**
 * THE clock of the product: Beijing time (UTC+8, no daylight saving), whatever the device's or the server's
 * zone. Match days, kick-offs, order times, bills, messages, report days and sign-in days all read it, so
 * every page shows one format in one zone ('2026-11-26 00:56:28'). Nothing else adds the offset by hand.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export type BeijingStyle = 'date' | 'time' | 'clock' | 'dateTime';

type Instant = string | number | Date | null | undefined;

function toMs(input: Instant): number {
  if (input === null || input === undefined || input === '') return Number.NaN;
  return input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input);
}

/**
 * '2026-11-25' | '19:30' | '19:30:05' | '2026-11-25 19:30:05' of an ISO text, epoch ms or Date;
 * '' for a missing or unreadable time.
 */
export function formatBeijing(input: Instant, style: BeijingStyle = 'dateTime'): string {
  const ms = toMs(input);
  if (!Number.isFinite(ms)) return '';
  const iso = new Date(ms + BEIJING_OFFSET_MS).toISOString();
  const date = iso.slice(0, 10);
  switch (style) {
    case 'date':
      return date;
    case 'time':
      return iso.slice(11, 16);
    case 'clock':
      return iso.slice(11, 19);
    case 'dateTime':
      return `${date} ${iso.slice(11, 19)}`;
  }
}

/** The Beijing date `days` after the one of `now` (YYYY-MM-DD). */
export function beijingDate(now: number | Date = Date.now(), days = 0): string {
  return formatBeijing(toMs(now) + days * DAY_MS, 'date');
}

/** The instant a Beijing calendar day ('YYYY-MM-DD') begins. */
export function beijingDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - BEIJING_OFFSET_MS);
}

/** The instant the Beijing month of `now` begins. */
export function beijingMonthStart(now: number | Date = Date.now()): Date {
  return beijingDayStart(`${beijingDate(now).slice(0, 8)}01`);
}

/** 'YYYYMMDDHHmmss' in Beijing time: the time part of order and bet numbers. */
export function beijingStamp(now: number | Date = Date.now()): string {
  return formatBeijing(now).replace(/\D/g, '');
}

/** Whole Beijing days since the epoch of an instant (day index of schedules and seeds). */
export function beijingDayIndex(now: number | Date): number {
  return Math.floor((toMs(now) + BEIJING_OFFSET_MS) / DAY_MS);
}

/**
 * THE date-time of every page, in Beijing time: '2026-11-25 19:30:05' ('' for a missing or unreadable time).
 * Pages show dates only through formatDateTime, formatDate and formatClock (a test greps for hand-made ones).
 */
export const formatDateTime = (input: Instant): string => formatBeijing(input, 'dateTime');

/** THE date of every page, in Beijing time: '2026-11-25'. */
export const formatDate = (input: Instant): string => formatBeijing(input, 'date');

/** A time of day in Beijing time, for what happens today (kick-off soon, draw clock): '19:30' or '19:30:05'. */
export const formatClock = (input: Instant, precision: 'minutes' | 'seconds' = 'minutes'): string =>
  formatBeijing(input, precision === 'seconds' ? 'clock' : 'time');
