import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the rebate routes (domain/rebate/records.ts and rebate.ts build them).

const rate = z.strictObject({
  game_type: z.string().describe('sports | lottery | game'),
  game_type_name: z.string(),
  rate_bp: z.string().describe('basis points as a decimal string ("50" = 0.5%)'),
  rate_percent: z.string().describe('the same rate for people: "0.50%"'),
});

const record = rate.extend({
  id: z.number().int(),
  vip_level: z.number().int(),
  turnover: yuan,
  amount: yuan,
  status: z.number().int().describe('0 待领取, 1 已领取'),
  status_text: z.string(),
  period_start: isoTime,
  period_end: isoTime,
  created_at: isoTime,
  claimed_at: isoTime.nullable(),
});

/** What applying now would create: valid turnover since the last applied period, per game type. */
const preview = z.strictObject({
  vip_level: z.number().int(),
  items: z.array(
    rate.extend({
      turnover: yuan,
      amount: yuan,
      bet_count: z.number().int(),
      period_start: isoTime,
      period_end: isoTime,
    }),
  ),
  total_turnover: yuan,
  total_amount: yuan,
  calculated_at: isoTime,
});

export const rebateStatsEnvelope = envelopeOf(
  z.strictObject({
    enabled: z.boolean().describe('the rebate switch: when off, nothing can be applied or claimed'),
    vip_level: z.number().int(),
    rates: z.array(rate),
    total_claimed: yuan,
    total_pending: yuan,
    claimed_count: z.number().int(),
    pending_count: z.number().int(),
  }),
);
export const rebateClaimableEnvelope = envelopeOf(
  z.strictObject({
    enabled: z.boolean(),
    pending_amount: yuan,
    pending_count: z.number().int(),
    unapplied: preview,
  }),
);
export const rebatePageEnvelope = envelopeOf(pagedOf(record));
export const rebateDetailEnvelope = envelopeOf(
  record.extend({
    bet_count: z.number().int(),
    bets: z
      .array(z.strictObject({ id: z.number().int(), title: z.string(), amount: yuan, created_at: isoTime }))
      .describe('the stakes the turnover came from, newest first (at most 100)'),
  }),
);
export const rebatePreviewEnvelope = envelopeOf(preview);
export const rebateApplyEnvelope = envelopeOf(
  z.strictObject({ records: z.array(record), total_amount: yuan }),
);
export const rebateClaimEnvelope = envelopeOf(
  z.strictObject({
    records: z.array(record).describe('paid by this request (or, for a repeat, by the first one)'),
    amount: yuan,
    balance: yuan,
    repeated: z.boolean().describe('true when nothing new was paid because this request had already run'),
  }),
);
