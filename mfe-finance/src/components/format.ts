/** Beijing calendar days: the server's report days, whatever the phone's own zone. */
const BEIJING = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

export function beijingToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const stamp = new Intl.DateTimeFormat('zh-CN', {
  timeZone: BEIJING,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** "2026-11-21 15:04:05" in Beijing time. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const parts = Object.fromEntries(stamp.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "11-21" of a YYYY-MM-DD day, for chart axes. */
export const shortDay = (date: string) => date.slice(5);

/** How an amount reads: "+12.50" for money in, "-2.00" for money out. */
export function signed(amount: string): string {
  return amount.startsWith('-') || /^0(\.0+)?$/.test(amount) ? amount : `+${amount}`;
}

export type Tone = 'up' | 'down' | 'flat';

export function toneOf(amount: string | null | undefined): Tone {
  if (!amount || /^-?0(\.0+)?$/.test(amount)) return 'flat';
  return amount.startsWith('-') ? 'down' : 'up';
}
