/** How each ledger type reads to a player (bills, balance-change toasts). Later domains add theirs. */
const LEDGER_TYPE_TEXT: Record<string, string> = {
  seed: '初始资金',
  ops_credit: '系统加款',
  ops_debit: '系统扣款',
  bet: '投注',
  bet_win: '派奖',
};

export function ledgerTypeText(type: string): string {
  return LEDGER_TYPE_TEXT[type] ?? '余额变动';
}
