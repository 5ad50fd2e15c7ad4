import { BET_MULTIPLE, prizeCapForLegs } from './constants';
import { estimateWithMultiples, maxMultipleFor } from './multiples';
import { OPTIMIZE_MAX_SUB_BETS, OPTIMIZE_MIXED_ONLY, OPTIMIZE_TOO_MANY } from './optimize';
import type { SlipInput, SlipPlan } from './plan';
import { stakeOverCapText } from './plan';
import type { BetEstimate } from './prize';
import type { Selection } from './slip';
import { enumerateSubBets } from './subbets';
import { MULTIPLE_RANGE } from './validate';

/** One sub-bet of an optimised slip as the client sends it: its picks (indexes into the selections) and multiple. */
export interface SubBetMultiple {
  picks: readonly number[];
  multiple: number;
}

export const OPTIMIZE_ONE_MULTIPLE = '奖金优化时每注倍数由方案决定，投注倍数须为1';
export const OPTIMIZE_PLAN_MISMATCH = '奖金优化方案与投注选项不符，请重新优化';
export const OPTIMIZE_MULTIPLE_MIN = '每注倍数至少为1倍';
export const OPTIMIZE_TOTAL_MISMATCH = '奖金优化后的金额与投注金额不符，请重新优化';

export type OptimizedPlan =
  | { valid: true; subBets: Selection[][]; multiples: number[]; estimate: BetEstimate }
  | { valid: false; message: string };

const keyOf = (picks: readonly number[]) => [...picks].sort((a, b) => a - b).join(',');

/**
 * The per-sub-bet multiples of an optimised 串关 slip, checked against its plan (client and server alike):
 * a valid 串关 plan of at most OPTIMIZE_MAX_SUB_BETS sub-bets bet at multiple 1; every sub-bet of the plan
 * named exactly once and nothing else; each multiple a whole number from 1 to its maximum (99, and no
 * stake above the sub-bet's prize cap); Σ multiples × 每注金额 equal to the total stake the player
 * confirmed. Returns the multiples in the plan's sub-bet order (as the order stores them) and the estimate.
 */
export function planOptimized(
  input: SlipInput,
  plan: SlipPlan,
  subBets: readonly SubBetMultiple[],
  totalYuan: number,
): OptimizedPlan {
  if (!plan.valid) return { valid: false, message: plan.message };
  if (input.mode !== 'mixed') return { valid: false, message: OPTIMIZE_MIXED_ONLY };
  if (input.multiple !== 1) return { valid: false, message: OPTIMIZE_ONE_MULTIPLE };
  if (plan.estimate.count > OPTIMIZE_MAX_SUB_BETS) return { valid: false, message: OPTIMIZE_TOO_MANY };
  const selections = input.selections;
  const planned = [...enumerateSubBets(input.mode, plan.combinations, selections)];
  const position = new Map(
    planned.map((legs, index) => [keyOf(legs.map((leg) => selections.indexOf(leg))), index]),
  );
  if (subBets.length !== planned.length) return { valid: false, message: OPTIMIZE_PLAN_MISMATCH };
  const unitFen = BigInt(input.amount) * 100n;
  const multiples: number[] = new Array(planned.length).fill(0);
  for (const subBet of subBets) {
    const index = position.get(keyOf(subBet.picks));
    if (index === undefined || multiples[index] !== 0)
      return { valid: false, message: OPTIMIZE_PLAN_MISMATCH };
    const legs = planned[index] ?? [];
    if (!Number.isInteger(subBet.multiple) || subBet.multiple < 1)
      return { valid: false, message: OPTIMIZE_MULTIPLE_MIN };
    // Above 99 is out of range whatever the stake (1e308 is a whole number: no float product reaches BigInt).
    if (subBet.multiple > BET_MULTIPLE.max) return { valid: false, message: MULTIPLE_RANGE };
    if (subBet.multiple > maxMultipleFor(legs, unitFen)) {
      return { valid: false, message: stakeOverCapText(prizeCapForLegs(legs.length)) };
    }
    multiples[index] = subBet.multiple;
  }
  const estimate = estimateWithMultiples(planned, multiples, unitFen);
  if (!Number.isInteger(totalYuan) || estimate.stakeFen !== BigInt(totalYuan) * 100n)
    return { valid: false, message: OPTIMIZE_TOTAL_MISMATCH };
  return { valid: true, subBets: planned, multiples, estimate };
}
