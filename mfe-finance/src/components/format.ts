const DAY_MS = 86_400_000;

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** "11-21" of a YYYY-MM-DD day: a chart axis tick only (dates shown as text use formatDate). */
export const shortDay = (date: string) => date.slice(5);

export type Tone = 'up' | 'down' | 'flat';

export function toneOf(amount: string | null | undefined): Tone {
  if (!amount || /^-?0(\.0+)?$/.test(amount)) return 'flat';
  return amount.startsWith('-') ? 'down' : 'up';
}
