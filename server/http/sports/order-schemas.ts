import { fenToYuan } from '@app/shared/format';
import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the order routes (domain/sports/order-views.ts builds them).

const orderLeg = z.strictObject({
  match_id: z.number().int(),
  match_no: z.string(),
  league_name: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  start_time: isoTime,
  match_status: z.number().int(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  half_home_score: z.number().int().nullable(),
  half_away_score: z.number().int().nullable(),
  play: z.string(),
  play_name: z.string(),
  option: z.string(),
  option_name: z.string(),
  odds: z.string(),
  line: z.string(),
  outcome: z.string().nullable().describe('赛果：该玩法的开奖选项（胜、3球、2:1 …），未完场或走水为 null'),
  result: z.number().int().describe('0 待开奖, 1 赢, 2 输, 3 作废（走水或赛事取消）'),
  result_text: z.string().describe('待开奖 / 赢 / 输 / 走水 / 退款'),
  banker: z.boolean().describe('胆 (banker) of a 串关: in every sub-bet'),
});

export const order = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  sport_type: z.number().int(),
  mode: z.enum(['single', 'mixed']),
  mode_text: z.string(),
  combos: z.array(z.string()),
  combo_names: z.array(z.string()),
  amount: yuan,
  multiple: z.number().int(),
  optimized: z.boolean().describe('奖金优化: each sub-bet has its own multiple (combo-details)'),
  in_play: z.boolean().describe('滚球: placed in play, at the end of its bet delay'),
  bet_count: z.number().int(),
  stake: yuan,
  min_prize: yuan,
  max_prize: yuan,
  payout: yuan,
  status: z.number().int().describe('0 待开奖, 1 已中奖, 2 未中奖, 3 已退款'),
  status_text: z.string(),
  created_at: isoTime,
  settled_at: isoTime.nullable(),
  syndicate_id: z
    .number()
    .int()
    .nullable()
    .describe('合买的注单：以发起人名义出票，本金来自各份认购，奖金按份分配'),
  legs: z.array(orderLeg),
});

const comboDetail = z.strictObject({
  index: z.number().int(),
  multiple: z.number().int().describe('this sub-bet’s multiple (its own when the order is optimised)'),
  passes: z.number().int(),
  pass_name: z.string(),
  odds_product: z.string().describe('各关赔率之积（作废的一关按 1.00）'),
  stake: yuan.describe('本注投注额：每注金额 × 倍数'),
  status: z.number().int().describe('0 待开奖, 1 中奖, 2 未中奖, 3 已退款'),
  status_text: z.string(),
  prize: yuan,
  potential_prize: yuan,
  legs: z.array(orderLeg),
});

export const submittedOrderEnvelope = envelopeOf(
  z.strictObject({
    order_no: z.string(),
    id: z.number().int(),
    bet_count: z.number().int(),
    stake: yuan,
    max_prize: yuan,
    repeated: z.boolean().describe('true when the Idempotency-Key had already placed this order'),
  }),
);
/** The answer of a placed order, pre-match or in-play (the shape of submittedOrderEnvelope's data). */
export const placedOrderJson = (
  order: { orderNo: string; id: number; betCount: number; stake: bigint; maxPrize: bigint },
  repeated: boolean,
) => ({
  order_no: order.orderNo,
  id: order.id,
  bet_count: order.betCount,
  stake: fenToYuan(order.stake),
  max_prize: fenToYuan(order.maxPrize),
  repeated,
});

/** 409 of a submit whose odds moved: the slip reloads these and the player confirms again. */
export const oddsChangedEnvelope = envelopeOf(
  z.strictObject({
    changes: z.array(
      z.strictObject({
        match_id: z.number().int(),
        play: z.string(),
        option: z.string(),
        old_odds: z.string(),
        new_odds: z.string(),
      }),
    ),
  }),
);
/** 422 of a refused slip: the Chinese reason is the message. */
export const refusedEnvelope = envelopeOf(z.null());
export const orderEnvelope = envelopeOf(order);
export const orderPageEnvelope = envelopeOf(pagedOf(order));
export const comboDetailsEnvelope = envelopeOf(pagedOf(comboDetail).extend({ order_no: z.string() }));
export const comboStatsEnvelope = envelopeOf(
  z.strictObject({
    order_no: z.string(),
    total: z.number().int(),
    win: z.number().int(),
    lose: z.number().int(),
    pending: z.number().int(),
    win_amount: yuan,
    stake: yuan,
    payout: yuan,
    status: z.number().int(),
    status_text: z.string(),
  }),
);
