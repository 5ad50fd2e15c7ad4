import type { Sport } from './plays';

/**
 * A play's line as players read it: the side that gives points carries the minus sign (主 -7.5 when home
 * gives 7.5), in football and basketball alike. Football 让球 is stored that way already (the line is added
 * to the home score). Basketball 让分 keeps SPEC's rule, home − away − handicap > 0, so its stored line has
 * the opposite sign and is turned around here, for display only. Totals (大小分) are shown as stored.
 */
export function lineShown(sport: Sport | undefined, play: string, line: string): string {
  if (sport !== 'basketball' || play !== 'handicap') return line;
  const trimmed = line.trim();
  const size = trimmed.replace(/^[+-]/, '');
  if (Number(size) === 0) return size;
  return trimmed.startsWith('-') ? `+${size}` : `-${size}`;
}
