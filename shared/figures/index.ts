/**
 * THE money figures players compare across pages, each defined once: what it counts, over which period,
 * and what is still pending. The server computes them (server/domain/reports/figures.ts); every page shows
 * the server's value under `label` and never recomputes one from others. Pure, for server and client.
 */

export type FigurePeriod =
  /** Since the account was opened (我的, 提现). */
  | 'lifetime'
  /** Beijing days chosen on the page (综合报表, 投注记录). */
  | 'range'
  /** As it stands now, whatever the range. */
  | 'now';

export interface FigureDefinition {
  /** The Chinese label every page shows for it. */
  label: string;
  period: FigurePeriod;
  /** What it counts, briefly (shown nowhere; the contract between server and pages). */
  counts: string;
  /** Whether withdrawals still under review (审核中) are in it. */
  pendingWithdrawals: boolean;
  /** Whether bets not yet settled (待开奖) are in it. Cancelled, void and refunded bets never are. */
  pendingBets: boolean;
}

const figure = (definition: FigureDefinition) => definition;

export const FIGURES = {
  /** All stakes placed in the range, by placement day, settled or not. */
  stakeTotal: figure({
    label: '投注总额',
    period: 'range',
    counts: '体育与彩票注单的本金，不含撤单与退款',
    pendingWithdrawals: false,
    pendingBets: true,
  }),
  /** Stakes of bets settled as won or lost (the valid_turnover rows): what turnover, VIP and rebates follow. */
  validBet: figure({
    label: '有效投注',
    period: 'range',
    counts: '已结算（中奖或未中奖）注单的本金',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** Stakes still waiting for a result. stakeTotal = validBet + pendingStake (bets placed in the range). */
  pendingStake: figure({
    label: '待开奖',
    period: 'range',
    counts: '未结算注单的本金',
    pendingWithdrawals: false,
    pendingBets: true,
  }),
  payout: figure({
    label: '派奖',
    period: 'range',
    counts: '已结算注单的派奖',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** payout − validBet of the same bets: what betting won or lost. */
  betProfit: figure({
    label: '投注盈亏',
    period: 'range',
    counts: '派奖 − 有效投注',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** betProfit + rebate + bonus: what the player is up or down over the range. */
  net: figure({
    label: '总盈亏',
    period: 'range',
    counts: '派奖 + 返水 + 红利 − 有效投注',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  deposit: figure({
    label: '充值',
    period: 'range',
    counts: '已到账的充值',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** Withdrawals paid out (approved) in the range, by the day they were approved. */
  withdrawPaid: figure({
    label: '提现',
    period: 'range',
    counts: '已到账的提现',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  rebate: figure({
    label: '返水',
    period: 'range',
    counts: '已领取的返水',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  bonus: figure({
    label: '红利',
    period: 'range',
    counts: '活动、签到、邀请与VIP奖励',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** Withdrawals waiting for review: their amount is held (out of the balance) but not paid. */
  withdrawPending: figure({
    label: '审核中',
    period: 'now',
    counts: '审核中的提现金额（已冻结）',
    pendingWithdrawals: true,
    pendingBets: false,
  }),
  /** users.total_withdraw: every approved withdrawal. */
  totalWithdraw: figure({
    label: '累计提现',
    period: 'lifetime',
    counts: '已到账的提现',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** users.paysum: every credited deposit. */
  paysum: figure({
    label: '累计充值',
    period: 'lifetime',
    counts: '已到账的充值',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** users.totalgame (SPEC 3 "game turnover"): the lifetime sum of validBet, game rounds included. */
  totalgame: figure({
    label: '游戏流水',
    period: 'lifetime',
    counts: '累计有效投注（已结算注单的本金）',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
  /** users.codingvolume: turnover still required before a withdrawal. */
  codingvolume: figure({
    label: '打码量',
    period: 'now',
    counts: '提现前仍需完成的有效投注',
    pendingWithdrawals: false,
    pendingBets: false,
  }),
} as const satisfies Record<string, FigureDefinition>;

export type FigureName = keyof typeof FIGURES;
