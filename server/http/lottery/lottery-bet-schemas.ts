import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the lottery bet routes (domain/lottery/views.ts builds them).

const lotteryBet = z.strictObject({
  id: z.number().int(),
  bet_no: z.string(),
  lottery_id: z.number().int(),
  lottery_name: z.string(),
  expect: z.string(),
  play_id: z.string(),
  play_name: z.string(),
  group_name: z.string(),
  codes: z.string(),
  item_count: z.number().int(),
  amount: yuan,
  multiple: z.number().int(),
  stake: yuan,
  win_amount: yuan,
  status: z.number().int().describe('0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单'),
  status_text: z.string(),
  open_code: z.string().nullable(),
  close_time: isoTime.nullable(),
  can_cancel: z.boolean(),
  created_at: isoTime,
  settled_at: isoTime.nullable(),
  cancelled_at: isoTime.nullable(),
});

export const createdBetEnvelope = envelopeOf(
  lotteryBet.extend({
    repeated: z.boolean().describe('true when the Idempotency-Key had already placed it'),
  }),
);
export const cancelledBetEnvelope = envelopeOf(lotteryBet.extend({ refund: yuan }));
export const batchCancelEnvelope = envelopeOf(
  z.strictObject({
    cancelled: z.array(z.number().int()),
    failed: z.array(z.strictObject({ bet_id: z.number().int(), message: z.string() })),
    refund: yuan,
  }),
);
export const betEnvelope = envelopeOf(lotteryBet);
export const betPageEnvelope = envelopeOf(pagedOf(lotteryBet));
export const betStatsEnvelope = envelopeOf(
  z.strictObject({
    bet_count: z.number().int(),
    pending_count: z.number().int(),
    won_count: z.number().int(),
    lost_count: z.number().int(),
    cancelled_count: z.number().int(),
    total_stake: yuan,
    pending_stake: yuan,
    total_win: yuan,
    profit: yuan,
  }),
);
