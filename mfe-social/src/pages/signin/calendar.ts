/** The cells of a month grid (Monday first): null pads the first week, then 'YYYY-MM-DD' per day. */
export function monthCells(month: string): Array<string | null> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const padding = (first.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: padding }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  return cells;
}

/** 'YYYY-MM' moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

export const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
