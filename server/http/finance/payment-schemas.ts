import { z } from 'zod';
import { RECHARGE_METHODS } from '../../domain/finance/settings';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the recharge routes (domain/finance/payments.ts and payment-routes.ts build them).

const method = z.enum(RECHARGE_METHODS);

export const paymentOrder = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  method: z.string().describe('online | bank | usdt'),
  method_text: z.string(),
  amount: yuan,
  usdt_amount: z.string().nullable(),
  usdt_rate: z.string().nullable(),
  status: z.number().int().describe('0 待支付, 1 待确认, 2 已到账, 3 已取消, 4 支付失败, 5 已过期'),
  status_text: z.string(),
  tx_hash: z.string().nullable(),
  voucher: z.string().nullable(),
  remark: z.string(),
  created_at: isoTime,
  expires_at: isoTime,
  submitted_at: isoTime.nullable(),
  paid_at: isoTime.nullable(),
});

/** How to pay an order: the gateway link (online), the company account (bank) or the address (usdt). */
const paymentInfo = z.strictObject({
  order: paymentOrder,
  pay_url: z.string().optional(),
  bank_account: z
    .strictObject({
      bank_name: z.string(),
      account_name: z.string(),
      account_no: z.string(),
      branch: z.string(),
    })
    .optional(),
  address: z.string().optional(),
  network: z.string().optional(),
  usdt_amount: z.string().nullable().optional(),
  usdt_rate: z.string().nullable().optional(),
});

export const paymentOrderEnvelope = envelopeOf(paymentOrder);
export const paymentPageEnvelope = envelopeOf(pagedOf(paymentOrder));
export const recentPaymentsEnvelope = envelopeOf(
  z.array(
    paymentOrder.pick({
      id: true,
      order_no: true,
      method_text: true,
      amount: true,
      status: true,
      status_text: true,
      created_at: true,
    }),
  ),
);
export const paymentStatisticsEnvelope = envelopeOf(
  z.strictObject({
    total_count: z.number().int(),
    paid_count: z.number().int(),
    pending_count: z.number().int(),
    paid_amount: yuan,
  }),
);
export const rechargeMethodsEnvelope = envelopeOf(
  z.array(
    z.strictObject({
      key: method,
      name: z.string(),
      description: z.string(),
      min: yuan,
      max: yuan,
      presets: z.array(z.number()),
    }),
  ),
);
export const systemWalletEnvelope = envelopeOf(
  z.strictObject({ address: z.string(), network: z.string(), currency: z.string() }),
);
export const usdtRateEnvelope = envelopeOf(
  z.strictObject({ rate: z.string(), currency: z.string(), network: z.string() }),
);
export const paymentInfoEnvelope = envelopeOf(paymentInfo);
export const createdPaymentEnvelope = envelopeOf(
  paymentInfo.extend({
    repeated: z.boolean().describe('true when the Idempotency-Key had already created it'),
  }),
);

/** What the gateway's callback learns: applied once, then duplicate; ignored for a closed order. */
export const gatewayCallbackEnvelope = envelopeOf(
  z.strictObject({
    order_no: z.string(),
    result: z.enum(['applied', 'duplicate', 'ignored']),
    status: paymentOrder.shape.status,
    status_text: z.string(),
    callback_count: z.number().int(),
  }),
);
