import { BET_AMOUNT, BET_MULTIPLE } from './constants';
import { findPlay, type Sport } from './plays';
import { distinctMatches, type Selection } from './slip';

export interface ValidationResult {
  valid: boolean;
  message: string;
}

export const VALID = '验证通过';
export const NO_SELECTION = '请选择投注选项';
export const FOOTBALL_SAME_SPORT = '混合过关只能选择同一运动项目的比赛';
export const FOOTBALL_ONE_GAME = '同一场比赛不能选择多个游戏';
export const BASKETBALL_ONLY = '混合过关只能选择篮球项目';
export const BASKETBALL_ONE_GAME = '同一场比赛不能选择不同游戏';
export const maxPassesText = (passes: number) => `混合过关最多${passes}关`;
export const AMOUNT_RANGE = `投注金额须为${BET_AMOUNT.min}-${BET_AMOUNT.max}元`;
export const MULTIPLE_RANGE = `投注倍数须为${BET_MULTIPLE.min}-${BET_MULTIPLE.max}倍`;

const pass: ValidationResult = { valid: true, message: VALID };
const fail = (message: string): ValidationResult => ({ valid: false, message });

/** Whether any match carries selections from two different plays. */
function mixesGamesOnOneMatch(selections: readonly Selection[]): boolean {
  const playByMatch = new Map<number, string>();
  for (const selection of selections) {
    const seen = playByMatch.get(selection.matchId);
    if (seen !== undefined && seen !== selection.play) return true;
    playByMatch.set(selection.matchId, selection.play);
  }
  return false;
}

/** The smallest max-passes of the plays used (SPEC 9): the most legs the mixed bet may have. */
export function maxPassesOf(sport: Sport, selections: readonly Selection[]): number {
  let smallest = Number.POSITIVE_INFINITY;
  for (const selection of selections) {
    smallest = Math.min(smallest, findPlay(sport, selection.play)?.maxPasses ?? 0);
  }
  return smallest;
}

/** SPEC 5 football mixed rules: same sport, one game per match, legs within the smallest max passes. */
export function validateFootballMixed(selections: readonly Selection[]): ValidationResult {
  if (selections.length === 0) return fail(NO_SELECTION);
  if (selections.some((selection) => selection.sport !== 'football')) return fail(FOOTBALL_SAME_SPORT);
  if (mixesGamesOnOneMatch(selections)) return fail(FOOTBALL_ONE_GAME);
  const limit = maxPassesOf('football', selections);
  if (distinctMatches(selections).length > limit) return fail(maxPassesText(limit));
  return pass;
}

/** SPEC 5 basketball mixed rules, in their order, ending in 验证通过. */
export function validateBasketballMixed(selections: readonly Selection[]): ValidationResult {
  if (selections.length === 0) return fail(NO_SELECTION);
  if (selections.some((selection) => selection.sport !== 'basketball')) return fail(BASKETBALL_ONLY);
  if (mixesGamesOnOneMatch(selections)) return fail(BASKETBALL_ONE_GAME);
  const limit = maxPassesOf('basketball', selections);
  if (distinctMatches(selections).length > limit) return fail(maxPassesText(limit));
  return pass;
}

export function validateMixed(sport: Sport, selections: readonly Selection[]): ValidationResult {
  return sport === 'football' ? validateFootballMixed(selections) : validateBasketballMixed(selections);
}

/** SPEC 9 limits: amount 2-20000 yuan (whole yuan), multiple 1-99. */
export function validateStake(amount: number, multiple: number): ValidationResult {
  if (!Number.isInteger(amount) || amount < BET_AMOUNT.min || amount > BET_AMOUNT.max)
    return fail(AMOUNT_RANGE);
  if (!Number.isInteger(multiple) || multiple < BET_MULTIPLE.min || multiple > BET_MULTIPLE.max) {
    return fail(MULTIPLE_RANGE);
  }
  return pass;
}
