import {
  CHASE_EXPECTS_MAX,
  CHASE_EXPECTS_MIN,
  CHASE_MODES,
  CHASE_PROFIT_RATE_MAX,
  LOTTERY_MULTIPLE_MAX,
} from '@app/shared/lottery';
import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, moneyAmount, pagedOf, pageQuery, yuan } from '../schemas';
import { betCodes, expectText, lotteryId, playId } from './lottery-schemas';

// Requests and answers of 追号 (/v1/lottery/chases). The plan itself is checked by @app/shared/lottery.

const EXPECTS_RANGE = `追号期数须在${CHASE_EXPECTS_MIN}-${CHASE_EXPECTS_MAX}期之间`;
const whole = (message: string) => z.number({ error: message }).int(message);

export const chaseCreateBody = z.strictObject({
  lottery_id: lotteryId,
  expect: expectText.optional().describe('the first expect the player saw; refused once it has closed'),
  play_id: playId,
  codes: betCodes,
  amount: moneyAmount.describe('yuan per item (注)'),
  mode: z.enum(CHASE_MODES, { error: '追号方式不正确' }).describe('same 同倍, double 翻倍, profit 利润率'),
  expects: whole(EXPECTS_RANGE).min(CHASE_EXPECTS_MIN, EXPECTS_RANGE).max(CHASE_EXPECTS_MAX, EXPECTS_RANGE),
  start_multiple: whole(`起始倍数须在1-${LOTTERY_MULTIPLE_MAX}之间`).default(1),
  double_every: whole('翻倍间隔须在1-120期之间').default(1).describe('翻倍: double every this many expects'),
  min_profit_rate: whole(`最低利润率须在1%-${CHASE_PROFIT_RATE_MAX}%之间`)
    .default(50)
    .describe('利润率: minimum profit rate in whole percent'),
  stop_on_win: z.boolean().default(true).describe('中奖后停止 (on by default)'),
});

export const chaseIdParams = z.object({
  id: z.coerce.number({ error: '追号计划不存在' }).int('追号计划不存在').positive('追号计划不存在'),
});
export const chaseListQuery = pageQuery.extend({
  status: z.coerce.number().int().min(0).max(2).optional().describe('0 进行中, 1 已完成, 2 已停止'),
});

export const chase = z.strictObject({
  id: z.number().int(),
  chase_no: z.string(),
  lottery_id: z.number().int(),
  lottery_name: z.string(),
  play_id: z.string(),
  play_name: z.string(),
  codes: z.string(),
  item_count: z.number().int(),
  amount: yuan,
  mode: z.enum(CHASE_MODES),
  mode_text: z.string(),
  start_multiple: z.number().int(),
  double_every: z.number().int(),
  min_profit_rate: z.number().int(),
  stop_on_win: z.boolean(),
  expects: z.number().int(),
  first_expect: z.string(),
  drawn_expects: z.number().int().describe('已追: expects drawn'),
  placed_expects: z.number().int(),
  total_stake: yuan.describe('held at creation'),
  played_stake: yuan,
  refunded: yuan,
  win_amount: yuan,
  status: z.number().int().describe('0 进行中, 1 已完成, 2 已停止'),
  status_text: z.string(),
  stop_reason: z.enum(['win', 'player', 'restricted']).nullable(),
  stop_reason_text: z.string(),
  created_at: isoTime,
  finished_at: isoTime.nullable(),
});

const chaseItem = z.strictObject({
  seq: z.number().int(),
  expect: z.string(),
  multiple: z.number().int(),
  stake: yuan,
  status: z.number().int().describe('0 待投注, 1 已投注, 2 已开奖, 3 已退款'),
  status_text: z.string(),
  bet_id: z.number().int().nullable(),
  bet_no: z.string().nullable(),
  open_code: z.string().nullable(),
  win_amount: yuan,
});

export const createdChaseEnvelope = envelopeOf(
  chase.extend({ repeated: z.boolean().describe('true when the Idempotency-Key had already made it') }),
);
export const stoppedChaseEnvelope = envelopeOf(
  chase.extend({ refund: yuan.describe('refunded by this stop') }),
);
export const chasePageEnvelope = envelopeOf(pagedOf(chase));
export const chaseDetailEnvelope = envelopeOf(chase.extend({ items: z.array(chaseItem) }));
