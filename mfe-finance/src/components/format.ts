const DAY_MS = 86_400_000;

/** The day `days` after a YYYY-MM-DD day (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
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
