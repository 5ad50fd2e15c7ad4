import { fenToYuan } from '../format/money';
import { evenPrizeMultiples } from './even-prizes';
import { maxMultipleFor, potentialPrizeFen } from './multiples';
import { parseOdds } from './odds';
import type { PricedLeg } from './prize';

/**
 * 奖金优化 of a 串关 plan: the player's total stake T is spread over the plan's n sub-bets as whole multiples
 * m_i ≥ 1 of the unit stake u (每注金额), Σ m_i × u = T, each m_i at most maxMultipleFor (99, and no stake
 * above the sub-bet's prize cap). p_i is the odds product of sub-bet i; its prize is u × m_i × p_i (capped,
 * rounded as every prize). Everything is exact: odds products are integers, money is integer fen.
 *
 * - 平均优化 (average): the prizes as equal as possible whichever sub-bet wins, i.e. the smallest
 *   (largest − smallest prize) the whole multiples allow, as 166cai does (see evenPrizeMultiples). Not the
 *   plan that raises the smallest prize as far as it goes: that one can leave a far wider spread.
 * - 博热优化 (hot): every sub-bet gets the smallest multiple whose prize is at least T (保本: whichever wins,
 *   the player gets the whole stake back); every unit left goes to the sub-bet with the lowest odds product
 *   (the most likely to win), spilling to the next lowest once it reaches its maximum.
 * - 博冷优化 (cold): the same 保本 multiples; the units left go to the highest odds product first.
 * When T cannot 保本 every sub-bet (Σ of the 保本 multiples exceeds U, or a prize cap stays below T), 博热 and
 * 博冷 fall back to 平均 and say so in `notice` (NOT_BREAK_EVEN), for the player to read.
 */
export type OptimizeStrategy = 'average' | 'hot' | 'cold';

export const OPTIMIZE_STRATEGIES: ReadonlyArray<{ key: OptimizeStrategy; name: string }> = [
  { key: 'average', name: '平均优化' },
  { key: 'hot', name: '博热优化' },
  { key: 'cold', name: '博冷优化' },
];

/** Most sub-bets a plan may have to be optimised: each is listed and tuned by hand. */
export const OPTIMIZE_MAX_SUB_BETS = 100;

export const NOT_BREAK_EVEN = '计划金额不足以让每一注中奖都保本，已按平均优化分配';
export const OPTIMIZE_TOO_MANY = `超过${OPTIMIZE_MAX_SUB_BETS}注的方案不支持奖金优化`;
export const OPTIMIZE_MIXED_ONLY = '奖金优化仅适用于串关';
export const totalNotWholeText = (unitYuan: string) => `计划金额须为每注金额${unitYuan}元的整数倍`;
export const totalTooSmallText = (minYuan: string) => `计划金额至少${minYuan}元（每注至少1倍）`;
export const totalTooLargeText = (maxYuan: string) => `计划金额最多${maxYuan}元（每注最多倍数已满）`;

export type OptimizeResult =
  | { valid: true; multiples: number[]; notice: string | null }
  | { valid: false; message: string };

/** Odds products brought to one scale (hundredths to the power of the most legs), so sub-bets compare exactly. */
function oddsProducts(subBets: readonly (readonly PricedLeg[])[]): bigint[] {
  const most = Math.max(...subBets.map((legs) => legs.length));
  return subBets.map((legs) =>
    legs.reduce((product, leg) => product * parseOdds(leg.odds), 100n ** BigInt(most - legs.length)),
  );
}

/** The smallest multiple whose prize is at least the total stake, or null when its maximum cannot reach it. */
function breakEvenMultiple(legs: readonly PricedLeg[], unitFen: bigint, totalFen: bigint, max: number) {
  const product = legs.reduce((p, leg) => p * parseOdds(leg.odds), 1n);
  const scale = 100n ** BigInt(legs.length);
  let multiple = Math.max(1, Number((totalFen * scale + unitFen * product - 1n) / (unitFen * product)));
  // The estimate ignores rounding and the cap: settle it on the real prize.
  while (multiple > 1 && potentialPrizeFen(legs, unitFen, multiple - 1) >= totalFen) multiple -= 1;
  while (multiple <= max && potentialPrizeFen(legs, unitFen, multiple) < totalFen) multiple += 1;
  return multiple <= max ? multiple : null;
}

/**
 * The multiples of each sub-bet (in the plan's order) for a total stake, by strategy; refuses a total that is
 * not a whole number of units, below one unit per sub-bet, or above every sub-bet's maximum.
 */
export function optimizeMultiples(
  strategy: OptimizeStrategy,
  subBets: readonly (readonly PricedLeg[])[],
  unitFen: bigint,
  totalFen: bigint,
): OptimizeResult {
  if (subBets.length === 0) return { valid: false, message: OPTIMIZE_MIXED_ONLY };
  if (subBets.length > OPTIMIZE_MAX_SUB_BETS) return { valid: false, message: OPTIMIZE_TOO_MANY };
  if (totalFen % unitFen !== 0n) return { valid: false, message: totalNotWholeText(fenToYuan(unitFen)) };
  const units = Number(totalFen / unitFen);
  const maxima = subBets.map((legs) => maxMultipleFor(legs, unitFen));
  if (units < subBets.length)
    return { valid: false, message: totalTooSmallText(fenToYuan(unitFen * BigInt(subBets.length))) };
  const most = maxima.reduce((a, b) => a + b, 0);
  if (units > most) return { valid: false, message: totalTooLargeText(fenToYuan(unitFen * BigInt(most))) };

  if (strategy === 'average')
    return { valid: true, multiples: evenPrizeMultiples(subBets, unitFen, units, maxima), notice: null };
  const needed = subBets.map((legs, i) => breakEvenMultiple(legs, unitFen, totalFen, maxima[i] ?? 1));
  const sum = needed.reduce<number>((a, b) => a + (b ?? Number.POSITIVE_INFINITY), 0);
  if (sum > units) {
    return {
      valid: true,
      multiples: evenPrizeMultiples(subBets, unitFen, units, maxima),
      notice: NOT_BREAK_EVEN,
    };
  }
  const multiples = needed.map((m) => m ?? 1);
  const products = oddsProducts(subBets);
  const order = products
    .map((product, index) => ({ product, index }))
    .sort((a, b) =>
      a.product === b.product
        ? a.index - b.index
        : (strategy === 'hot' ? a.product < b.product : a.product > b.product)
          ? -1
          : 1,
    );
  let left = units - sum;
  for (const { index } of order) {
    const room = (maxima[index] ?? 1) - (multiples[index] ?? 1);
    const given = Math.min(room, left);
    multiples[index] = (multiples[index] ?? 1) + given;
    left -= given;
    if (left === 0) break;
  }
  return { valid: true, multiples, notice: null };
}
