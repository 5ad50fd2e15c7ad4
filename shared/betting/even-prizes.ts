import { potentialPrizeFen } from './multiples';
import type { PricedLeg } from './prize';

/**
 * 平均优化 (as 166cai does): the whole multiples m_i (1 ≤ m_i ≤ its maximum, Σ m_i = U units) whose prizes are
 * the most equal, i.e. the smallest (largest prize − smallest prize) over the sub-bets, whichever wins.
 *
 * Each prize grows with its multiple, so for a band [low, high] of prizes each sub-bet may take the run of
 * multiples whose prize falls inside it, [from_i, to_i]; the band is possible when every run is non-empty and
 * Σ from_i ≤ U ≤ Σ to_i. The candidate bounds are the prizes themselves (at most 100 × 99), and the tightest
 * possible band over each low bound only moves up as low does, so two pointers find the narrowest band.
 * Ties go to the higher low bound (more paid whichever sub-bet wins). Within the band the units left after
 * from_i go one by one to the sub-bet paying least at that moment (ties: the earlier), inside its run.
 * Prizes are exact fen (below 2^53, so compared as numbers).
 */
export function evenPrizeMultiples(
  subBets: readonly (readonly PricedLeg[])[],
  unitFen: bigint,
  units: number,
  maxima: readonly number[],
): number[] {
  // table[i][m - 1]: the prize of sub-bet i at multiple m, non-decreasing in m.
  const table = subBets.map((legs, i) =>
    Array.from({ length: maxima[i] ?? 1 }, (_, m) => Number(potentialPrizeFen(legs, unitFen, m + 1))),
  );
  const bounds = [...new Set(table.flat())].sort((a, b) => a - b);
  const runs = (low: number, high: number) => table.map((prizes) => runWithin(prizes, low, high));
  const fits = (low: number, high: number) => {
    let least = 0;
    let most = 0;
    for (const run of runs(low, high)) {
      if (!run) return false;
      least += run.from;
      most += run.to;
    }
    return least <= units && units <= most;
  };

  let best: { low: number; high: number } | null = null;
  let top = 0;
  for (const [index, low] of bounds.entries()) {
    top = Math.max(top, index);
    while (top < bounds.length && !fits(low, bounds[top] as number)) top += 1;
    if (top === bounds.length) break;
    const high = bounds[top] as number;
    if (!best || high - low <= best.high - best.low) best = { low, high };
  }
  if (!best) throw new Error('evenPrizeMultiples: U is outside Σ 1 .. Σ maxima');

  const band = runs(best.low, best.high) as Array<{ from: number; to: number }>;
  const multiples = band.map((run) => run.from);
  const prize = (i: number) => table[i]?.[(multiples[i] as number) - 1] ?? 0;
  for (let left = units - multiples.reduce((a, b) => a + b, 0); left > 0; left -= 1) {
    let chosen = -1;
    multiples.forEach((m, i) => {
      if (m < (band[i] as { to: number }).to && (chosen === -1 || prize(i) < prize(chosen))) chosen = i;
    });
    multiples[chosen] = (multiples[chosen] as number) + 1;
  }
  return multiples;
}

/** The multiples (1-based) whose prizes lie in [low, high], or null when none does. */
function runWithin(
  prizes: readonly number[],
  low: number,
  high: number,
): { from: number; to: number } | null {
  const from = firstAbove(prizes, (prize) => prize >= low);
  const to = firstAbove(prizes, (prize) => prize > high);
  return to > from ? { from: from + 1, to } : null;
}

/** The first index of a non-decreasing list where `reached` holds (the length when it never does). */
function firstAbove(prizes: readonly number[], reached: (prize: number) => boolean): number {
  let lowIndex = 0;
  let highIndex = prizes.length;
  while (lowIndex < highIndex) {
    const middle = (lowIndex + highIndex) >> 1;
    if (reached(prizes[middle] as number)) highIndex = middle;
    else lowIndex = middle + 1;
  }
  return lowIndex;
}
