/**
 * Odds are exact decimals with two places ("207.36"); the math runs on integer hundredths (bigint) so the
 * client's estimate and the server's settlement agree to the fen.
 */
export type Hundredths = bigint;

export function formatHundredths(value: Hundredths): string {
  const whole = value / 100n;
  const cents = (value % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

export function parseHundredths(odds: string): Hundredths {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(odds);
  if (!match) throw new Error(`odds must be a decimal with at most 2 places: ${odds}`);
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * The odds that return `returnRate` (per ten thousand) of the stake on average, for an outcome hit by
 * `winning` of `total` equally likely draws; rounded down to the fen, so the house edge is never smaller.
 */
export function fairOdds(total: number, winning: number, returnRate: number): string {
  return formatHundredths((BigInt(total) * BigInt(returnRate) * 100n) / (BigInt(winning) * 10_000n));
}
