import { fenToYuan } from '@app/shared/format';

/** Betting record status across sources: 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单, 4 已退款 (void). */
export const BETTING_STATUS = { pending: 0, won: 1, lost: 2, cancelled: 3, refunded: 4 } as const;
export const BETTING_STATUS_TEXT: Record<number, string> = {
  0: '待开奖',
  1: '已中奖',
  2: '未中奖',
  3: '已撤单',
  4: '已退款',
};

/** What a settled bet won or lost the player; nothing for pending, cancelled or refunded bets. */
export function settledProfit(status: number, stake: bigint, payout: bigint): string | null {
  return status === BETTING_STATUS.won || status === BETTING_STATUS.lost ? fenToYuan(payout - stake) : null;
}
