/** Axis maths of the trend chart: a "nice" range and ticks that always include zero. */
export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

function niceStep(span: number, count: number): number {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalized = raw / magnitude;
  const nice = normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10;
  return nice * magnitude;
}

export function niceScale(values: number[], tickCount = 4): Scale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const step = niceStep(high - low, tickCount);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toFixed(6)));
  return { min, max, ticks };
}

/** Up to `count` evenly spread indexes of n points, always the first and the last. */
export function labelIndexes(n: number, count: number): number[] {
  if (n <= count) return Array.from({ length: n }, (_, index) => index);
  const step = (n - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => Math.round(index * step));
}
