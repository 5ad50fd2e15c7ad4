import {
  type BetEstimate,
  divideHalfEven,
  enumerateSubBets,
  estimateWithMultiples,
  formatOdds,
  OPTIMIZE_MAX_SUB_BETS,
  type OptimizeStrategy,
  optimizeMultiples,
  parseOdds,
  potentialPrizeFen,
} from '@app/shared/betting';
import type { SlipSummary } from './estimate';
import type { SlipPick } from './pick';

/** One sub-bet of the optimisation sheet: its picks (and their indexes in the submitted picks), odds product. */
export interface OptimizableSubBet {
  legs: SlipPick[];
  picks: number[];
  /** The odds product, shown to 2 decimals. */
  odds: string;
}

/** The sub-bets of a 串关 plan as the server enumerates them; empty when the plan cannot be optimised. */
export function optimizableSubBets(summary: SlipSummary): OptimizableSubBet[] {
  if (!summary.estimate || summary.problem || summary.count > OPTIMIZE_MAX_SUB_BETS) return [];
  return [...enumerateSubBets('mixed', summary.combinations, summary.picks)].map((legs) => {
    const product = legs.reduce((p, leg) => p * parseOdds(leg.odds), 1n);
    return {
      legs,
      picks: legs.map((leg) => summary.picks.indexOf(leg)),
      odds: formatOdds(divideHalfEven(product, 100n ** BigInt(legs.length - 1))),
    };
  });
}

export type Optimized =
  | { valid: true; multiples: number[]; notice: string | null }
  | { valid: false; message: string };

/** The strategy's multiples for a total stake in whole yuan (the shared strategies decide, exactly). */
export function optimize(
  strategy: OptimizeStrategy,
  subBets: readonly OptimizableSubBet[],
  unitYuan: number,
  totalYuan: number,
): Optimized {
  if (!Number.isInteger(totalYuan) || totalYuan <= 0) return { valid: false, message: '请输入计划购买金额' };
  return optimizeMultiples(
    strategy,
    subBets.map((subBet) => subBet.legs),
    BigInt(unitYuan) * 100n,
    BigInt(totalYuan) * 100n,
  );
}

/** Each sub-bet's prize if it wins at its multiple, and the plan's count, stake and prize range. */
export function optimizedFigures(
  subBets: readonly OptimizableSubBet[],
  multiples: readonly number[],
  unitYuan: number,
): { prizes: bigint[]; estimate: BetEstimate } {
  const unitFen = BigInt(unitYuan) * 100n;
  const legs = subBets.map((subBet) => subBet.legs);
  return {
    prizes: legs.map((subBet, i) => potentialPrizeFen(subBet, unitFen, multiples[i] ?? 1)),
    estimate: estimateWithMultiples(legs, multiples, unitFen),
  };
}

/** What the order submit carries: each sub-bet by its picks with its multiple, and the total in yuan. */
export const optimizationBody = (
  subBets: readonly OptimizableSubBet[],
  multiples: readonly number[],
  totalYuan: number,
): { total: number; sub_bets: Array<{ picks: number[]; multiple: number }> } => ({
  total: totalYuan,
  sub_bets: subBets.map((subBet, i) => ({ picks: [...subBet.picks], multiple: multiples[i] ?? 1 })),
});
