/**
 * Finance settings operators switch with `pnpm ops config:set KEY VALUE` (merged into CONFIG_DEFAULTS).
 * Amounts are yuan strings, rates CNY per USDT with up to 4 decimals, the fee a percentage of the amount.
 */
export const FINANCE_CONFIG_DEFAULTS = {
  /** Recharge methods offered, in this order: online (demo gateway), bank, usdt. */
  payment_methods: ['online', 'bank', 'usdt'],
  recharge_min: '10.00',
  recharge_max: '50000.00',
  recharge_presets: [100, 200, 500, 1000, 2000, 5000],
  /** Minutes an unpaid recharge order stays payable. */
  recharge_order_ttl_minutes: 30,
  recharge_bank_account: {
    bank_name: '中国工商银行',
    account_name: '星辰科技有限公司',
    account_no: '6222021234567890123',
    branch: '深圳福田支行',
  },
  system_wallet_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  usdt_rate: '7.2000',
  usdt_withdraw_rate: '7.0500',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  withdraw_daily_count: 5,
  withdraw_fee_percent: '1',
  withdraw_fee_min: '2.00',
  withdraw_fee_max: '50.00',
  /** A withdrawal of at least this much is paid only after a second operator approves (four-eyes). */
  withdraw_four_eyes_min: '5000.00',
};
