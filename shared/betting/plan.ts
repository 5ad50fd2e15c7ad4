import type { Combination } from './combos';
import { MAX_MATCHES, MAX_SUB_BETS, prizeCapForLegs } from './constants';
import { isOddsText } from './odds';
import { findOption, type Sport } from './plays';
import { type BetEstimate, estimateBet } from './prize';
import { singlesRefusal } from './singles';
import { type BetMode, distinctMatches, type Selection, TOO_MANY_MATCHES } from './slip';
import { bankerIndexes, countSubBets, resolveCombinations } from './subbets';
import { NO_SELECTION, validateMixed, validateStake } from './validate';

export interface SlipInput {
  mode: BetMode;
  sport: Sport;
  /** Combination codes ('3x4'); mixed mode only. */
  combos: readonly string[];
  selections: readonly Selection[];
  /** Whole yuan per bet. */
  amount: number;
  multiple: number;
}

export type SlipPlan =
  | { valid: true; combinations: Combination[]; estimate: BetEstimate }
  /** A slip refused only because the cap stops it returning its stake still carries its (capped) estimate. */
  | { valid: false; message: string; estimate?: BetEstimate; combinations?: Combination[] };

export const UNKNOWN_OPTION = '投注选项不存在';
export const INVALID_ODDS = '赔率不正确，须为不低于1.00的数值';
export const DUPLICATE_OPTION = '投注选项重复';
export const TOO_MANY_BETS = '注数过多，请减少选项';
export const tooManyBankersText = (most: number) => `胆码最多设${most}场`;
export const stakeOverCapText = (capYuan: number) =>
  `最高奖金限额${capYuan}元，当前投注无法返还本金，请降低倍数或金额`;

/**
 * Everything a slip must satisfy before it is placed, in one place for the client and the server:
 * known plays and options, no duplicates, at most 8 matches, the mixed rules and combinations (bankers: at
 * most the fewest legs of the chosen combinations minus one; ignored in 单关), singles only on picks whose
 * match offers their play for 单关, the stake
 * limits, and no bet whose prize cap is below its stake. Returns the bet count, stake and prize range.
 */
export function planSlip(input: SlipInput): SlipPlan {
  const { mode, sport, selections } = input;
  if (selections.length === 0) return { valid: false, message: NO_SELECTION };
  const seen = new Set<string>();
  for (const selection of selections) {
    if (!findOption(selection.sport, selection.play, selection.option)) {
      return { valid: false, message: UNKNOWN_OPTION };
    }
    if (!isOddsText(selection.odds)) return { valid: false, message: INVALID_ODDS };
    const key = `${selection.matchId}:${selection.play}:${selection.option}`;
    if (seen.has(key)) return { valid: false, message: DUPLICATE_OPTION };
    seen.add(key);
  }
  const matches = distinctMatches(selections).length;
  if (matches > MAX_MATCHES) return { valid: false, message: TOO_MANY_MATCHES };

  let combinations: Combination[] = [];
  if (mode === 'mixed') {
    const rules = validateMixed(sport, selections);
    if (!rules.valid) return { valid: false, message: rules.message };
    const resolved = resolveCombinations(input.combos, matches);
    if ('error' in resolved) return { valid: false, message: resolved.error };
    combinations = resolved.combinations;
    // A banker must leave every sub-bet at least one free leg, or 设胆 would decide nothing.
    const fewestLegs = Math.min(...combinations.map((c) => c.legSizes[0] ?? 1));
    if (bankerIndexes(selections).length > fewestLegs - 1)
      return { valid: false, message: tooManyBankersText(fewestLegs - 1) };
  }
  const singles = singlesRefusal(mode, combinations, selections);
  if (singles) return { valid: false, message: singles };
  // Counted without expanding them, so an oversize 复式 is refused at once.
  if (countSubBets(mode, combinations, selections) > MAX_SUB_BETS)
    return { valid: false, message: TOO_MANY_BETS };
  const stake = validateStake(input.amount, input.multiple);
  if (!stake.valid) return { valid: false, message: stake.message };
  const amountFen = BigInt(input.amount) * 100n;
  const estimate = estimateBet(mode, combinations, selections, amountFen, input.multiple);
  // Every bet (注) must be able to return its own stake: its prize is capped by its legs, the fewest legs of
  // the slip having the lowest cap, so a stake per bet above that cap could only ever lose money.
  const fewestLegs = mode === 'single' ? 1 : Math.min(...combinations.map((c) => c.legSizes[0] ?? 1));
  const cap = prizeCapForLegs(fewestLegs);
  if (input.amount * input.multiple > cap)
    return { valid: false, message: stakeOverCapText(cap), combinations, estimate };
  return { valid: true, combinations, estimate };
}
