import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of /v1/betting-records (domain/reports/betting-source.ts builds them); the client takes
// the generated wire types of these, never a hand-written copy.

const bettingSource = z.enum(['sports', 'lottery']);

const bettingRecord = z.strictObject({
  id: z.string().describe('"sports-12" or "lottery-34": the source and its own id'),
  source: bettingSource,
  source_text: z.string(),
  ref_no: z.string().describe('order or bet number shown to the player'),
  title: z.string(),
  content: z.string(),
  stake: yuan,
  payout: yuan,
  profit: yuan.nullable().describe('payout - stake once settled; null while pending or cancelled'),
  status: z.number().int().describe('0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单, 4 已退款'),
  status_text: z.string(),
  created_at: isoTime,
  settled_at: isoTime.nullable(),
  link: z.string().nullable().describe('the page of the source area showing this bet in full'),
});

const bettingDetail = bettingRecord.extend({
  items: z.array(z.strictObject({ label: z.string(), value: z.string(), result_text: z.string() })),
});

export const bettingPageEnvelope = envelopeOf(pagedOf(bettingRecord));
export const bettingDetailEnvelope = envelopeOf(bettingDetail);

/** The 投注记录 figures of @app/shared/figures, as domain/reports/figures.ts computes them. */
const bettingTotals = z.strictObject({
  count: z.number().int(),
  stake_total: yuan.describe('投注总额 = valid_total + pending_stake'),
  valid_total: yuan.describe('有效投注: stakes settled won or lost'),
  pending_stake: yuan.describe('待开奖 stakes'),
  payout_total: yuan,
  profit_total: yuan.describe('投注盈亏 = payout_total − valid_total'),
  pending_count: z.number().int(),
});

export const bettingStatsEnvelope = envelopeOf(
  bettingTotals.extend({
    by_source: z.array(bettingTotals.extend({ source: bettingSource, source_text: z.string() })),
  }),
);
