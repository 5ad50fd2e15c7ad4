import {
  type BetMode,
  type Combination,
  enumerateSubBets,
  type MatchLeg,
  subBetPrizeFen,
} from '@app/shared/betting';

export interface OutcomeLeg extends MatchLeg {
  play: string;
  option: string;
  /** Odds in hundredths. */
  odds: bigint;
  /** A leg already lost: its sub-bets can no longer pay, so they count nowhere. */
  lost?: boolean;
  /** A void leg counts as won at 1.00 (subBetPrizeFen). */
  void?: boolean;
}

export interface OrderShape {
  mode: BetMode;
  combinations: readonly Combination[];
  legs: readonly OutcomeLeg[];
  amountFen: bigint;
  multiple: number;
  /** 奖金优化: each sub-bet's multiple in enumeration order. */
  subMultiples: readonly number[] | null;
}

export interface OutcomeShare {
  matchId: number;
  play: string;
  option: string;
  amountFen: bigint;
}

/**
 * What an order adds to each outcome's liability: the sum of the prizes of its sub-bets that hold that
 * outcome, i.e. what the book pays on this order if the outcome happens and every other leg wins. A 串关
 * ticket so counts on its outcome of each leg; a single counts on its own. A match's liability is the sum of
 * its outcomes' (a sub-bet holds one option per match, so it is counted once per match): an upper bound, since
 * options of one play exclude each other, which keeps the limit safe.
 */
export function outcomeShares(order: OrderShape): OutcomeShare[] {
  const shares = new Map<string, OutcomeShare>();
  let index = 0;
  for (const subBet of enumerateSubBets(order.mode, order.combinations, order.legs)) {
    const multiple = order.subMultiples?.[index] ?? order.multiple;
    index += 1;
    if (subBet.some((leg) => leg.lost)) continue;
    const prize = subBetPrizeFen(subBet, order.amountFen, multiple);
    for (const leg of subBet) {
      const key = `${leg.matchId}|${leg.play}|${leg.option}`;
      const share = shares.get(key);
      if (share) share.amountFen += prize;
      else shares.set(key, { matchId: leg.matchId, play: leg.play, option: leg.option, amountFen: prize });
    }
  }
  // One lock order for every transaction (match, play, option), so two orders never deadlock on the rows.
  return [...shares.values()].sort(
    (a, b) => a.matchId - b.matchId || compareText(a.play, b.play) || compareText(a.option, b.option),
  );
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Σ per match of its outcome shares, in match order. */
export function matchShares(shares: readonly OutcomeShare[]): Array<{ matchId: number; amountFen: bigint }> {
  const totals = new Map<number, bigint>();
  for (const share of shares) totals.set(share.matchId, (totals.get(share.matchId) ?? 0n) + share.amountFen);
  return [...totals]
    .map(([matchId, amountFen]) => ({ matchId, amountFen }))
    .sort((a, b) => a.matchId - b.matchId);
}

/**
 * The largest stake (whole yuan) that fits `roomFen` when `stakeFen` needs `needFen`. Prizes grow at most in
 * proportion to the stake (caps only cut them), so a stake scaled down by room/need always fits.
 */
export function largestStakeYuan(stakeFen: bigint, needFen: bigint, roomFen: bigint): bigint {
  if (roomFen <= 0n || needFen <= 0n) return 0n;
  return (stakeFen * roomFen) / needFen / 100n;
}
