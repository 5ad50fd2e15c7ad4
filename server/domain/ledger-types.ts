/**
 * Every kind of balance change, how it reads to a player (bills, balance-change toasts) and which report
 * bucket it belongs to. Bills, bonus logs, the comprehensive report and rebates are all read from the ledger
 * through these categories, so a new money flow only needs its type listed here.
 */
export type LedgerCategory =
  | 'deposit' // money paid in: raises paysum and the turnover requirement (codingvolume)
  | 'withdraw' // money taken out (held at request, refunded on reject/cancel as withdraw_refund)
  | 'bet' // a stake (turnover counts only once it settles: valid-turnover.ts)
  | 'refund' // a stake given back: a cancelled lottery bet, a void sports bet
  | 'win' // a payout
  | 'rebate' // 返水
  | 'bonus' // activity, sign-in, invite and VIP rewards (bonus logs)
  | 'transfer' // main wallet <-> game platform wallet
  | 'adjust'; // operator and seed adjustments

interface LedgerType {
  text: string;
  category: LedgerCategory;
}

const LEDGER_TYPES = {
  seed: { text: '初始资金', category: 'adjust' },
  ops_credit: { text: '系统加款', category: 'adjust' },
  ops_debit: { text: '系统扣款', category: 'adjust' },
  bet: { text: '体育投注', category: 'bet' },
  bet_win: { text: '体育派奖', category: 'win' },
  bet_refund: { text: '体育退款', category: 'refund' },
  // A settled match's result corrected (改判): the signed difference of what each order paid out.
  resettle_adjust: { text: '改判调整', category: 'win' },
  // 跟单: a winning follower's commission to the plan's publisher. Both sides are winnings moved between
  // players, so the platform's payouts (and its gross gaming revenue) are unchanged by them.
  plan_commission_paid: { text: '跟单佣金', category: 'win' },
  plan_commission_received: { text: '方案佣金', category: 'win' },
  // 合买: each share is held from its buyer (and the guarantee from the initiator) as their stake; the order
  // placed when the syndicate closes is paid from those holds, so it writes no stake row of its own. The
  // order's payout is credited to the initiator and moved on to each share as winnings between players.
  syndicate_buy: { text: '合买认购', category: 'bet' },
  syndicate_guarantee: { text: '合买保底', category: 'bet' },
  syndicate_refund: { text: '合买退款', category: 'refund' },
  syndicate_prize_paid: { text: '合买分奖', category: 'win' },
  syndicate_prize_received: { text: '合买奖金', category: 'win' },
  lottery_bet: { text: '彩票投注', category: 'bet' },
  lottery_cancel: { text: '彩票撤单', category: 'refund' },
  lottery_win: { text: '彩票派奖', category: 'win' },
  // 追号: the whole plan's stake is held at once; what is never played comes back as one refund per stop.
  lottery_chase_hold: { text: '追号冻结', category: 'bet' },
  lottery_chase_refund: { text: '追号退款', category: 'refund' },
  game_transfer_in: { text: '转入游戏', category: 'transfer' },
  game_transfer_out: { text: '游戏转出', category: 'transfer' },
  deposit: { text: '充值', category: 'deposit' },
  withdraw: { text: '提现', category: 'withdraw' },
  withdraw_refund: { text: '提现退回', category: 'withdraw' },
  rebate: { text: '返水', category: 'rebate' },
  activity_reward: { text: '活动奖励', category: 'bonus' },
  signin_reward: { text: '签到奖励', category: 'bonus' },
  invite_reward: { text: '邀请奖励', category: 'bonus' },
  vip_reward: { text: 'VIP奖励', category: 'bonus' },
} as const satisfies Record<string, LedgerType>;

export type LedgerTypeName = keyof typeof LEDGER_TYPES;

export const LEDGER_TYPE_NAMES = Object.keys(LEDGER_TYPES) as LedgerTypeName[];

const entryOf = (type: string): LedgerType | undefined =>
  Object.hasOwn(LEDGER_TYPES, type) ? LEDGER_TYPES[type as LedgerTypeName] : undefined;

export function ledgerTypeText(type: string): string {
  return entryOf(type)?.text ?? '余额变动';
}

export function ledgerCategory(type: string): LedgerCategory {
  return entryOf(type)?.category ?? 'adjust';
}

/** The ledger types of some categories (for SQL filters: bills by kind, bonus logs, reports). */
export function typesIn(...categories: LedgerCategory[]): LedgerTypeName[] {
  return LEDGER_TYPE_NAMES.filter((name) => categories.includes(LEDGER_TYPES[name].category));
}
