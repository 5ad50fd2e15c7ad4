import type { LegResult, SubBetStatus } from '@app/shared/betting';

/** Stored leg results; combo filters use the same numbers (SPEC 3: win=1, lose=2, pending=0). */
export const LEG_RESULT_CODE: Record<LegResult, number> = { pending: 0, won: 1, lost: 2, void: 3 };
export const LEG_RESULT_OF: Record<number, LegResult> = { 0: 'pending', 1: 'won', 2: 'lost', 3: 'void' };

export const SUB_BET_CODE: Record<SubBetStatus, number> = { pending: 0, won: 1, lost: 2, void: 3 };
export const SUB_BET_TEXT: Record<number, string> = { 0: '待开奖', 1: '中奖', 2: '未中奖', 3: '已退款' };

/** Order status: 0 待开奖, 1 已中奖, 2 未中奖, 3 已退款 (every sub-bet void: the whole stake came back). */
export const ORDER_STATUS = { pending: 0, won: 1, lost: 2, refunded: 3 } as const;
export const ORDER_STATUS_TEXT: Record<number, string> = {
  0: '待开奖',
  1: '已中奖',
  2: '未中奖',
  3: '已退款',
};

/** Match status (shared with the clients): 0 未开赛, 1 进行中, 2 已完场, 3 已取消. */
export { MATCH_STATUS } from '@app/shared/betting';
export const MATCH_STATUS_TEXT: Record<number, string> = {
  0: '未开赛',
  1: '进行中',
  2: '已完场',
  3: '已取消',
};

export const SPORT_NAMES: Record<number, string> = { 1: '足球', 2: '篮球', 3: '网球', 4: '排球' };

/** Real minutes from kick-off until the result is final. */
export function realDurationMinutes(sportType: number): number {
  if (sportType === 1) return 105;
  if (sportType === 2) return 120;
  return 60;
}
