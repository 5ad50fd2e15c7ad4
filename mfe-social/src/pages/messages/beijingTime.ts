const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * 'YYYY-MM-DD HH:mm' of an ISO instant in Beijing time (the product's clock, whatever the phone's zone).
 * `from` trims the front: 5 gives 'MM-DD HH:mm'.
 */
export function beijingTime(iso: string, from = 0): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + BEIJING_OFFSET_MS).toISOString().slice(from, 16).replace('T', ' ');
}
