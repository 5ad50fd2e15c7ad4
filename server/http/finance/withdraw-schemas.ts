import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the wallet and withdrawal routes (domain/finance/wallets.ts and withdrawals.ts build them).

const walletType = z.string().describe('bank | usdt');

/** A payout account; bank card numbers arrive masked ("6225 **** **** 7890"). */
const wallet = z.strictObject({
  id: z.number().int(),
  type: walletType,
  type_text: z.string(),
  holder: z.string(),
  bank_name: z.string(),
  branch: z.string(),
  account: z.string(),
  account_tail: z.string(),
  network: z.string().describe("'' for a bank card, TRC20 for an address"),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  is_default: z.number().int(),
  created_at: isoTime,
});

export const walletEnvelope = envelopeOf(wallet);
export const walletListEnvelope = envelopeOf(z.array(wallet));
export const walletTypesEnvelope = envelopeOf(
  z.array(
    z.strictObject({
      type: walletType,
      name: z.string(),
      description: z.string(),
      network: z.string().optional(),
    }),
  ),
);

export const withdrawal = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  wallet_id: z.number().int(),
  wallet_type: walletType,
  bank_name: z.string(),
  account: z.string(),
  amount: yuan,
  fee: yuan,
  actual_amount: yuan,
  usdt_amount: z.string().nullable(),
  usdt_rate: z.string().nullable(),
  status: z.number().int().describe('0 审核中, 1 已到账, 2 已驳回, 3 已取消'),
  status_text: z.string(),
  remark: z.string(),
  created_at: isoTime,
  reviewed_at: isoTime.nullable(),
});

export const withdrawalEnvelope = envelopeOf(withdrawal);
/** A request or cancel answered again (same Idempotency-Key, already cancelled) says so with `repeated`. */
export const withdrawalChangeEnvelope = envelopeOf(withdrawal.extend({ repeated: z.boolean() }));
export const withdrawalPageEnvelope = envelopeOf(pagedOf(withdrawal));
export const withdrawStatisticsEnvelope = envelopeOf(
  z.strictObject({
    total_count: z.number().int(),
    approved_count: z.number().int(),
    pending_count: z.number().int(),
    approved_amount: yuan,
    pending_amount: yuan,
    fee_amount: yuan,
    today_count: z.number().int(),
  }),
);
export const withdrawConfigEnvelope = envelopeOf(
  z.strictObject({
    min: yuan,
    max: yuan,
    daily_count: z.number().int(),
    today_count: z.number().int(),
    remaining_count: z.number().int(),
    fee_percent: z.string(),
    fee_min: yuan,
    fee_max: yuan,
    usdt_rate: z.string(),
    codingvolume: yuan,
    disable_withdraw: z.number().int(),
    has_payment_password: z.number().int(),
    blocked_reason: z.string().nullable().describe('why the player cannot withdraw now, or null'),
  }),
);
export const withdrawFeeEnvelope = envelopeOf(
  z.strictObject({
    amount: yuan,
    fee: yuan,
    actual_amount: yuan,
    usdt_rate: z.string(),
    usdt_amount: z
      .string()
      .describe('the USDT actual_amount pays to a USDT wallet (rounded down to the cent)'),
  }),
);
export const withdrawBalanceEnvelope = envelopeOf(
  z.strictObject({
    balance: yuan,
    withdrawable: yuan,
    frozen: yuan,
    codingvolume: yuan,
    total_withdraw: yuan,
  }),
);
export const banksEnvelope = envelopeOf(z.array(z.strictObject({ id: z.number().int(), name: z.string() })));
