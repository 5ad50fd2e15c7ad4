import { fenToYuan } from '@app/shared';
import {
  type BetEstimate,
  type Combination,
  findCombination,
  PARLAY_NEEDS_ANOTHER_MATCH,
  passTypesFor,
  planSlip,
} from '@app/shared/betting';
import type { SlipPick } from './pick';
import { availablePicks, type SlipData } from './useSlip';

export interface SlipSummary {
  estimate: BetEstimate | null;
  /** The legal combinations of the plan (mixed), for the prize breakdown. */
  combinations: Combination[];
  /** The picks that are counted: unavailable ones are left out. */
  picks: SlipPick[];
  /** Why the slip cannot be placed yet (the rule's own text), or null. */
  problem: string | null;
  count: number;
  stake: string;
  minPrize: string;
  maxPrize: string;
}

/** Live count, stake and prize range of the slip, computed by the same module the server checks with. */
export function summarize(
  slip: Pick<SlipData, 'mode' | 'sport' | 'combos' | 'selections' | 'amount' | 'multiple'>,
  now = Date.now(),
): SlipSummary {
  const picks = availablePicks(slip.selections, now);
  const plan = planSlip({
    mode: slip.mode,
    sport: slip.sport,
    combos: slip.mode === 'mixed' ? slip.combos.filter((code) => findCombination(code)) : [],
    selections: picks,
    amount: Number(slip.amount),
    multiple: Number(slip.multiple),
  });
  // A slip refused by the prize cap still shows its figures: the capped maximum is why it is refused.
  const estimate = plan.estimate;
  if (!estimate) {
    // With no pass type to choose at all, the rule's "choose a pass type" would send the player looking for one.
    const noPassType = slip.mode === 'mixed' && picks.length > 0 && passTypesFor(picks).length === 0;
    return {
      estimate: null,
      combinations: [],
      picks,
      problem: noPassType ? PARLAY_NEEDS_ANOTHER_MATCH : plan.valid ? null : plan.message,
      count: 0,
      stake: '0.00',
      minPrize: '0.00',
      maxPrize: '0.00',
    };
  }
  return {
    estimate,
    combinations: plan.combinations ?? [],
    picks,
    problem: plan.valid ? null : plan.message,
    count: estimate.count,
    stake: fenToYuan(estimate.stakeFen),
    minPrize: fenToYuan(estimate.minPrizeFen),
    maxPrize: fenToYuan(estimate.maxPrizeFen),
  };
}
