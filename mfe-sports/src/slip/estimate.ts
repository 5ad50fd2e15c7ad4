import { fenToYuan } from '@app/shared';
import { type BetEstimate, findCombination, planSlip } from '@app/shared/betting';
import type { SlipStore } from './useSlip';

export interface SlipSummary {
  estimate: BetEstimate | null;
  /** Why the slip cannot be placed yet (the rule's own text), or null. */
  problem: string | null;
  count: number;
  stake: string;
  minPrize: string;
  maxPrize: string;
}

/** Live count, stake and prize range of the slip, computed by the same module the server checks with. */
export function summarize(
  slip: Pick<SlipStore, 'mode' | 'sport' | 'combos' | 'selections' | 'amount' | 'multiple'>,
): SlipSummary {
  const plan = planSlip({
    mode: slip.mode,
    sport: slip.sport,
    combos: slip.mode === 'mixed' ? slip.combos.filter((code) => findCombination(code)) : [],
    selections: slip.selections,
    amount: Number(slip.amount),
    multiple: Number(slip.multiple),
  });
  // A slip refused by the prize cap still shows its figures: the capped maximum is why it is refused.
  const estimate = plan.estimate;
  if (!estimate) {
    return {
      estimate: null,
      problem: plan.valid ? null : plan.message,
      count: 0,
      stake: '0.00',
      minPrize: '0.00',
      maxPrize: '0.00',
    };
  }
  return {
    estimate,
    problem: plan.valid ? null : plan.message,
    count: estimate.count,
    stake: fenToYuan(estimate.stakeFen),
    minPrize: fenToYuan(estimate.minPrizeFen),
    maxPrize: fenToYuan(estimate.maxPrizeFen),
  };
}
