import { z } from 'zod';
import { envelopeOf } from '../http/envelope';
import { yuan } from '../http/schemas';
import { matchFields, matchListItem, playOdds } from '../http/sports/match-list-schemas';

// Response shapes of the 赛事交易 routes (domain/sports/ops-match-views.ts builds the match views).

const tradingFields = {
  settled: z.boolean(),
  market: z
    .strictObject({ open: z.boolean(), reason: z.string().nullable() })
    .nullable()
    .describe('the in-play markets of a live match; null when the match is not live'),
  open_orders: z.number().int().describe('orders waiting for this match'),
  open_stake: yuan,
};

export const opsMatchPageEnvelope = envelopeOf(
  z.strictObject({
    list: z.array(matchListItem.extend(tradingFields)),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
);

export const opsMatchEnvelope = envelopeOf(
  z.strictObject({ ...matchFields, ...tradingFields, plays: z.array(playOdds) }),
);

export const settlementEnvelope = envelopeOf(
  z.strictObject({
    match_id: z.number().int(),
    status: z.number().int(),
    legs: z.number().int().describe('legs on the match settled now'),
    orders: z.number().int().describe('orders finished now'),
    paid: yuan,
  }),
);

export const priceSetEnvelope = envelopeOf(
  z.strictObject({ match_id: z.number().int(), play: z.string(), option: z.string(), odds: z.string() }),
);

export const marketSwitchEnvelope = envelopeOf(
  z.strictObject({ match_id: z.number().int(), open: z.boolean() }),
);
