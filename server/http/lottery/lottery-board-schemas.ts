import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the public lottery routes (domain/lottery/views.ts builds them).

export const openCode = z.strictObject({
  lottery_id: z.number().int(),
  expect: z.string(),
  open_code: z.string().nullable(),
  numbers: z.array(z.number().int()),
  sum: z.number().int(),
  status: z.enum(['drawn', 'waiting']),
  open_time: isoTime,
  close_time: isoTime,
  drawn_at: isoTime.nullable(),
});

export const lotteryItem = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  type_name: z.string(),
  interval_seconds: z.number().int(),
  is_hot: z.number().int(),
  sort: z.number().int(),
  current_expect: z.string(),
  close_time: isoTime,
  remaining_seconds: z.number().int(),
  latest_open_code: openCode.nullable(),
});

const play = z.strictObject({
  play_id: z.string(),
  name: z.string(),
  group: z.string(),
  group_name: z.string(),
  rule: z.string(),
  odds: z.string(),
  needs: z.string().describe('what a ticket must pick, in words'),
  rows: z.array(
    z.strictObject({
      label: z.string(),
      options: z.array(z.strictObject({ code: z.string(), name: z.string(), odds: z.string() })),
    }),
  ),
});

export const lotteryListEnvelope = envelopeOf(
  z.strictObject({
    list: z.array(lotteryItem),
    groups: z.array(z.strictObject({ type: z.string(), type_name: z.string(), list: z.array(lotteryItem) })),
  }),
);

export const lotteryDetailEnvelope = envelopeOf(
  lotteryItem.extend({
    play_groups: z.array(
      z.strictObject({ group: z.string(), name: z.string(), play_count: z.number().int() }),
    ),
  }),
);

export const currentExpectEnvelope = envelopeOf(
  z.strictObject({
    lottery_id: z.number().int(),
    lottery_name: z.string(),
    expect: z.string(),
    open_time: isoTime,
    close_time: isoTime,
    server_time: isoTime,
    remaining_seconds: z.number().int(),
    interval_seconds: z.number().int(),
    last_open_code: openCode.nullable(),
  }),
);

export const openCodeEnvelope = envelopeOf(openCode);
export const latestOpenCodeEnvelope = envelopeOf(openCode.nullable());
export const historyEnvelope = envelopeOf(pagedOf(openCode));

const expectTotals = {
  bet_count: z.number().int(),
  win_count: z.number().int(),
  stake: yuan,
  payout: yuan,
};

export const settlementStatsEnvelope = envelopeOf(
  openCode.extend({
    settled: z.boolean(),
    ...expectTotals,
    mine: z
      .strictObject(expectTotals)
      .nullable()
      .describe("the signed-in player's part; null when anonymous"),
  }),
);

export const playListEnvelope = envelopeOf(
  z.strictObject({
    lottery_id: z.number().int(),
    type: z.string(),
    groups: z.array(z.strictObject({ group: z.string(), name: z.string(), plays: z.array(play) })),
  }),
);

export const playDetailEnvelope = envelopeOf(play.extend({ type: z.string() }));

export const itemCountEnvelope = envelopeOf(
  z.strictObject({
    play_id: z.string(),
    item_count: z.number().int(),
    valid: z.boolean(),
    message: z.string(),
    stake: yuan
      .nullable()
      .describe('amount × items × multiple when amount was given and the codes are valid'),
  }),
);

export const validCodesEnvelope = envelopeOf(
  z.strictObject({
    valid: z.boolean(),
    message: z.string(),
    codes: z.string().nullable().describe('the codes normalised; null when invalid'),
    item_count: z.number().int(),
  }),
);

export const trendEnvelope = envelopeOf(
  z.strictObject({
    lottery_id: z.number().int(),
    type: z.string(),
    positions: z.array(
      z.strictObject({
        label: z.string(),
        values: z.array(z.number().int()),
        rows: z.array(
          z.strictObject({ expect: z.string(), hit: z.number().int(), missing: z.array(z.number().int()) }),
        ),
        appear: z.array(z.number().int()),
        max_missing: z.array(z.number().int()),
        current_missing: z.array(z.number().int()),
        average_missing: z.array(z.number()),
      }),
    ),
    sums: z.array(z.strictObject({ expect: z.string(), sum: z.number().int() })),
  }),
);
