import { z } from 'zod';
import { DRAW_STATE_TEXT } from '../domain/lottery/ops-views';
import { envelopeOf } from '../http/envelope';
import { lotteryItem, openCode } from '../http/lottery/lottery-board-schemas';
import { chase } from '../http/lottery/lottery-chase-schemas';
import { pagedOf, yuan } from '../http/schemas';

// Response shapes of the operators' lottery routes (domain/lottery/ops-views.ts builds them).

const drawStates = Object.keys(DRAW_STATE_TEXT) as [keyof typeof DRAW_STATE_TEXT];

export const opsLotteriesEnvelope = envelopeOf(z.array(lotteryItem));

export const opsExpectsEnvelope = envelopeOf(
  z.array(
    openCode.extend({
      draw_state: z.enum(drawStates).describe('open 投注中, closed 已封盘待开奖, drawn 已开奖'),
      draw_state_text: z.string(),
      bets: z.number().int(),
      winners: z.number().int(),
      stake: yuan,
      paid: yuan,
    }),
  ),
);

export const opsChasePageEnvelope = envelopeOf(pagedOf(chase.extend({ username: z.string() })));

export const drawResultEnvelope = envelopeOf(
  z.strictObject({
    lottery: z.string(),
    expect: z.string(),
    open_code: z.string(),
    bets: z.number().int(),
    winners: z.number().int(),
    stake: yuan,
    paid: yuan,
    next_expect: z
      .string()
      .nullable()
      .describe('null when the 追号 after the draw were left to the scheduler'),
    chases: z.strictObject({
      placed: z.number().int(),
      stopped: z.number().int(),
      refunded: yuan,
      waiting: z.boolean(),
    }),
  }),
);
