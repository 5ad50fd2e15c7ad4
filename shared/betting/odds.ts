/**
 * Odds as exact integers: '1.85' -> 185n (hundredths). Never floats, so the client's estimate and the
 * server's payout are computed from the same integers.
 */

const ODDS_PATTERN = /^(\d{1,6})(?:\.(\d{1,2}))?$/;

/** Odds of a void (cancelled) leg: it counts as won at 1.00. */
export const VOID_ODDS = 100n;

/** '1.85' -> 185n; rejects more than 2 decimals and odds below 1.00. */
export function parseOdds(text: string): bigint {
  const match = ODDS_PATTERN.exec(text.trim());
  if (!match) throw new RangeError(`赔率格式不正确: ${text}`);
  const [, whole = '0', decimals = ''] = match;
  const value = BigInt(whole) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (value < VOID_ODDS) throw new RangeError(`赔率不能低于1.00: ${text}`);
  return value;
}

export function isOddsText(text: string): boolean {
  try {
    parseOdds(text);
    return true;
  } catch {
    return false;
  }
}

/** 185n -> '1.85'. */
export function formatOdds(hundredths: bigint): string {
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/**
 * numerator / denominator rounded to an integer half-to-even (四舍六入五成双): exact ties go to the even
 * neighbour. Both arguments non-negative.
 */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twiceRemainder = (numerator % denominator) * 2n;
  if (twiceRemainder > denominator) return quotient + 1n;
  if (twiceRemainder < denominator) return quotient;
  return quotient % 2n === 0n ? quotient : quotient + 1n;
}
