import { type Combination, combinationsFor, freePassesFor, isMultiPass } from './combos';
import type { PlayKey, Sport } from './plays';
import type { BetMode, Selection } from './slip';

/**
 * 单关 (singles). In 竞彩 a match offers each play either for singles and parlays or for parlays (串关) only;
 * the match data says which (a pick's `single`). A slip bets a leg alone in 单关 mode, or in 串关 when one of
 * its pass types is 1串1 (单关, the only pass type of a one-match 串关).
 */
export const SINGLE_NOT_ALLOWED = '该玩法不支持单关';
/** A 串关 slip of one match whose pick is 串关-only has no pass type at all: it needs a second match. */
export const PARLAY_NEEDS_ANOTHER_MATCH = `${SINGLE_NOT_ALLOWED}，请再选一场比赛组成串关`;

/** As 竞彩 does: the many-outcome plays (football 比分, 总进球, 半全场; basketball 胜分差) are singles on every match… */
export const ALWAYS_SINGLE: Record<Sport, readonly PlayKey[]> = {
  football: ['score', 'totalGoals', 'halfFullTime'],
  basketball: ['score-diff'],
};
/** …the two- and three-way plays only on the matches the book opens them for. */
export const SOMETIMES_SINGLE: Record<Sport, readonly PlayKey[]> = {
  football: ['winDrawLose', 'handicap'],
  basketball: ['win-lose', 'handicap', 'total-score'],
};

/** Whether a plan bets any leg on its own. */
export function betsSingles(mode: BetMode, combinations: readonly Combination[]): boolean {
  return mode === 'single' || combinations.some((combination) => combination.legSizes.includes(1));
}

/** Whether every pick may be bet alone (an empty slip may: nothing refuses it). */
export const allowsSingles = (selections: readonly Pick<Selection, 'single'>[]) =>
  selections.every((selection) => selection.single === true);

/** The refusal of a plan betting singles on a pick whose match takes its play in 串关 only, else null. */
export function singlesRefusal(
  mode: BetMode,
  combinations: readonly Combination[],
  selections: readonly Pick<Selection, 'single'>[],
): string | null {
  return betsSingles(mode, combinations) && !allowsSingles(selections) ? SINGLE_NOT_ALLOWED : null;
}

/**
 * The pass types (过关方式) a 串关 slip may choose, the default (its longest k串1) first: 单关 for one match
 * when its pick allows it; else the 自由过关 k串1 (2 ≤ k ≤ M) then the 多串过关 M串N of its M matches.
 */
export function passTypesFor(selections: readonly Selection[]): Combination[] {
  const matches = new Set(selections.map((selection) => selection.matchId)).size;
  if (matches === 1) return allowsSingles(selections) ? combinationsFor(1) : [];
  return [...freePassesFor(matches), ...combinationsFor(matches).filter(isMultiPass)];
}
