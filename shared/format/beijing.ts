/**
 * Times in Beijing time (UTC+8), whatever the device's zone: match days, kick-offs and order times are all
 * Beijing times, so a player abroad sees the same clock as the day tabs and the 截止 times.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

export type BeijingStyle = 'date' | 'time' | 'monthDayTime' | 'dateTime';

/** '2026-11-25' | '19:30' | '11-25 19:30' | '2026-11-25 19:30:05' of an ISO text, epoch ms or Date. */
export function formatBeijing(input: string | number | Date, style: BeijingStyle = 'dateTime'): string {
  const ms = input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input);
  if (!Number.isFinite(ms)) return '';
  const iso = new Date(ms + BEIJING_OFFSET_MS).toISOString();
  const date = iso.slice(0, 10);
  switch (style) {
    case 'date':
      return date;
    case 'time':
      return iso.slice(11, 16);
    case 'monthDayTime':
      return `${iso.slice(5, 10)} ${iso.slice(11, 16)}`;
    case 'dateTime':
      return `${date} ${iso.slice(11, 19)}`;
  }
}

/** The Beijing date `days` after the one of `now` (YYYY-MM-DD). */
export function beijingDate(now = Date.now(), days = 0): string {
  return formatBeijing(now + days * 86_400_000, 'date');
}
