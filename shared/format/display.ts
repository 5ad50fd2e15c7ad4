/** SPEC 5 display helpers. Pure. */

/** Counts above 99 show as "99+" (badges); negatives and non-numbers show as "0". */
export function formatCount(n: number | string | null | undefined, max = 99): string {
  const value = Math.floor(Number(n));
  if (!Number.isFinite(value) || value <= 0) return '0';
  return value > max ? `${max}+` : String(value);
}

/** Numbers below 10 are zero-padded to two digits (countdowns, dates). */
export function pad2(n: number | string): string {
  const value = Number(n);
  if (Number.isFinite(value) && value >= 0 && value < 10) return `0${Math.floor(value)}`;
  return String(n);
}

/**
 * Price units: from 10000 in W (万), from 1000 in K, otherwise as is. At most 2 decimals, trailing zeros
 * trimmed ("1.5K", "12W").
 */
export function formatPriceUnit(n: number | string | null | undefined): string {
  const value = Number(n);
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  if (abs >= 10000) return `${trimDecimals(value / 10000)}W`;
  if (abs >= 1000) return `${trimDecimals(value / 1000)}K`;
  return trimDecimals(value);
}

/** A rate in basis points as a percentage with 2 decimals (150 -> "1.50%"), exact: no float division. */
export function formatBasisPoints(basisPoints: number): string {
  const value = Math.round(basisPoints);
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

function trimDecimals(value: number): string {
  return String(Number(value.toFixed(2)));
}
