import { findPlay, type Sport } from './plays';
import { groupByMatch, type MatchLeg } from './subbets';

/** What one pick needs for the least-prize rule: which play and option of which sport it is. */
export interface OutcomeLeg {
  sport?: Sport;
  play?: string;
  option?: string;
}

/**
 * Whether the picks of one match (one play) hold every outcome of that play (胜平负 with 胜, 平 and 负), so
 * one of them always wins: that match can never be the leg that makes the slip lose.
 */
export function coversEveryOutcome(picks: readonly OutcomeLeg[]): boolean {
  const first = picks[0];
  if (!first?.sport || !first.play || picks.some((pick) => pick.play !== first.play)) return false;
  const picked = new Set(picks.map((pick) => pick.option));
  return findPlay(first.sport, first.play)?.options.every((option) => picked.has(option.code)) ?? false;
}

/**
 * The least a 串关 slip pays when it wins at all (预计奖金's minimum). Every way the matches can come in is a
 * set of matches hit, each at its lowest chosen odds (lower odds never pay more); a match whose picks cover
 * every outcome is always hit. The slip pays the sum of its tickets inside that set, and the minimum is taken
 * over the sets that pay something: with a sure match the cheapest ticket alone may never be the whole win.
 * At most 8 matches, so 256 sets.
 */
export function leastWinningPrizeFen(
  tickets: ReadonlyArray<{ matches: readonly number[]; prizeFen: bigint }>,
  sure: readonly boolean[],
): bigint {
  const mustHit = sure.reduce((mask, always, index) => (always ? mask | (1 << index) : mask), 0);
  let least: bigint | null = null;
  for (let hits = 0; hits < 1 << sure.length; hits += 1) {
    if ((hits & mustHit) !== mustHit) continue;
    let paid = 0n;
    for (const ticket of tickets) {
      if (ticket.matches.every((index) => hits & (1 << index))) paid += ticket.prizeFen;
    }
    if (paid > 0n && (least === null || paid < least)) least = paid;
  }
  return least ?? 0n;
}

/**
 * The same least win for sub-bets at their own multiples (奖金优化), where the lowest odds of a match no
 * longer pay least: every way the matches can come in (each chosen option of a match, or a miss unless its
 * picks cover every outcome) is tried. An optimised plan has at most 100 sub-bets, which keeps this small.
 */
export function leastWinningOfSubBets<T extends MatchLeg & OutcomeLeg>(
  subBets: readonly (readonly T[])[],
  prizes: readonly bigint[],
): bigint {
  const matches = groupByMatch([...new Set(subBets.flat())]);
  const hit = new Set<T>();
  let least: bigint | null = null;
  const visit = (index: number) => {
    const group = matches[index];
    if (!group) {
      let paid = 0n;
      subBets.forEach((legs, i) => {
        if (legs.every((leg) => hit.has(leg))) paid += prizes[i] ?? 0n;
      });
      if (paid > 0n && (least === null || paid < least)) least = paid;
      return;
    }
    for (const leg of group) {
      hit.add(leg);
      visit(index + 1);
      hit.delete(leg);
    }
    if (!coversEveryOutcome(group)) visit(index + 1);
  };
  visit(0);
  return least ?? 0n;
}
