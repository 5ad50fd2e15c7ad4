import { z } from 'zod';
import { envelopeOf } from '../http/envelope';
import { isoTime, yuan } from '../http/schemas';

// Response shapes of the 风控 routes (domain/risk/views.ts builds the liability view).

const bookLimits = z.strictObject({
  outcome_limit: yuan,
  match_limit: yuan,
  order_win_limit: yuan,
  on_breach: z.enum(['refuse', 'suspend']),
});
export const bookLimitsEnvelope = envelopeOf(bookLimits);

export const liabilityEnvelope = envelopeOf(
  z.strictObject({
    limits: bookLimits,
    matches: z.array(
      z.strictObject({
        match_id: z.number().int(),
        match_no: z.string(),
        league: z.string(),
        home: z.string(),
        away: z.string(),
        kickoff_at: isoTime,
        status: z.number().int(),
        liability: yuan,
        match_limit: yuan.describe("in force for this match: its own, else the book's"),
        outcome_limit: yuan,
        outcomes: z.array(
          z.strictObject({
            play: z.string(),
            option: z.string(),
            name: z.string(),
            liability: yuan,
            suspended: z.boolean(),
          }),
        ),
      }),
    ),
    live: z
      .strictObject({ app_key: z.string(), channel: z.string(), events: z.array(z.string()) })
      .describe('the realtime channel the page listens on for liability changes'),
  }),
);

export const matchLimitsEnvelope = envelopeOf(
  z.strictObject({
    match_id: z.number().int(),
    outcome_limit: yuan.nullable().describe("null: the book's limit applies"),
    match_limit: yuan.nullable(),
  }),
);

export const stakeFactorEnvelope = envelopeOf(
  z.strictObject({ username: z.string(), stake_factor: z.string() }),
);

export const resumedOutcomeEnvelope = envelopeOf(
  z.strictObject({
    match_id: z.number().int(),
    play: z.string(),
    option: z.string(),
    suspended: z.literal(false),
  }),
);
