import { ALWAYS_SINGLE, SOMETIMES_SINGLE, sportOfType } from '@app/shared/betting';
import { createRng, mixSeed } from './rng';

/**
 * Which plays a simulated match offers for singles (单关), as 竞彩 does: the many-outcome plays (football 比分,
 * 总进球, 半全场; basketball 胜分差) on every match, the two- and three-way plays on about half of the matches
 * each, drawn from the match's seed, so a restarted simulator gives the same answer.
 */
/** Share of matches offering each of the sometimes-single plays for singles. */
export const SINGLE_SHARE = 0.5;
/** Keeps this draw apart from the match's other draws of the same seed. */
const SINGLES_SALT = 0x51e6;

export function singlePlaysOf(sportType: number, seed: number): string[] {
  const sport = sportOfType(sportType);
  if (!sport) return [];
  const rng = createRng(mixSeed(seed, SINGLES_SALT));
  const sometimes = SOMETIMES_SINGLE[sport].filter(() => rng() < SINGLE_SHARE);
  return [...ALWAYS_SINGLE[sport], ...sometimes];
}
