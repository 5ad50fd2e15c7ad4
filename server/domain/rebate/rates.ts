import type { ConfigValue } from '../config';

export type RebateGameType = 'sports' | 'lottery' | 'game';

export const GAME_TYPE_NAMES: Record<RebateGameType, string> = {
  sports: '体育',
  lottery: '彩票',
  game: '电子游戏',
};
export const REBATE_GAME_TYPES = Object.keys(GAME_TYPE_NAMES) as RebateGameType[];

/**
 * Default rebate rates in basis points ("50" = 0.5% of valid turnover), one per VIP level 0..5; a level
 * past the end of a list gets its last rate. Operators override them with the app config key rebate_rates.
 */
export const DEFAULT_REBATE_RATES: Record<RebateGameType, string[]> = {
  sports: ['50', '60', '70', '80', '90', '100'],
  lottery: ['30', '40', '50', '60', '70', '80'],
  game: ['60', '70', '80', '90', '100', '120'],
};

const RATE_PATTERN = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** A rate in hundredths of a basis point ("52.5" -> 5250n), or null when it is not a rate. */
export function parseRateBp(rate: string): bigint | null {
  const match = RATE_PATTERN.exec(rate);
  if (!match) return null;
  const hundredths = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  // Above 100% (10000 bp) is an operator typo, never a rebate.
  return hundredths <= 1_000_000n ? hundredths : null;
}

/** Rebate in fen of a turnover in fen, rounded down to the fen (a rebate never pays a fraction up). */
export function rebateFen(turnoverFen: bigint, rateBp: string): bigint {
  const hundredths = parseRateBp(rateBp) ?? 0n;
  return (turnoverFen * hundredths) / 1_000_000n;
}

/** "50" -> "0.50%", "52.5" -> "0.525%". */
export function ratePercent(rateBp: string): string {
  const hundredths = parseRateBp(rateBp) ?? 0n;
  const whole = hundredths / 10_000n;
  const decimals = (hundredths % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${whole}.${decimals.length < 2 ? decimals.padEnd(2, '0') : decimals}%`;
}

const rateText = (value: ConfigValue): string | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  return text !== null && parseRateBp(text) !== null ? text : null;
};

/**
 * The rate of a game type for a VIP level from the rebate_rates config value. A game type whose list is
 * missing or holds anything that is not a rate keeps its default list (a typo never pays a wrong rebate).
 */
export function rateFor(config: ConfigValue | undefined, gameType: RebateGameType, vipLevel: number): string {
  const given = config && typeof config === 'object' && !Array.isArray(config) ? config[gameType] : undefined;
  const parsed = Array.isArray(given) ? given.map(rateText) : [];
  const list =
    parsed.length > 0 && parsed.every((rate) => rate !== null)
      ? (parsed as string[])
      : DEFAULT_REBATE_RATES[gameType];
  return list[Math.min(Math.max(vipLevel, 0), list.length - 1)] ?? '0';
}
