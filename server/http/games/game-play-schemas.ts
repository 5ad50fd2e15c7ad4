import { z } from 'zod';
import { PICK_CODES } from '../../domain/games/dice-engine';
import { SYMBOLS } from '../../domain/games/slot-engine';
import { envelopeOf } from '../envelope';
import { isoTime, yuan } from '../schemas';

// Response shapes of the demo games' own API, read by their pages inside the game iframe.

const symbol = z.enum(SYMBOLS);
const pick = z.enum(PICK_CODES);

/** What every game page draws first (domain/games/round-play.ts sessionState). */
const sessionState = {
  game_name: z.string(),
  platform_name: z.string(),
  balance: yuan.describe('the platform wallet the game plays from'),
  bets: z.array(yuan).describe('the stakes the game offers'),
  expires_at: isoTime,
};

/** Every round answer; `repeated` is true when an Idempotency-Key replayed an earlier round. */
const round = {
  round_no: z.string(),
  bet: yuan,
  win: yuan,
  balance: yuan,
  repeated: z.boolean(),
};

export const slotStateEnvelope = envelopeOf(
  z.strictObject({
    ...sessionState,
    lines: z.number().int().describe('paylines the stake is split over'),
    symbols: z.array(symbol).readonly(),
    paytable: z.array(
      z.strictObject({
        symbol,
        pays: z
          .array(z.number().int())
          .readonly()
          .describe('multiples of the line bet for 3, 4 and 5 in a row'),
      }),
    ),
  }),
);

export const spinEnvelope = envelopeOf(
  z.strictObject({
    ...round,
    reels: z.array(z.array(symbol)).describe('rows[row][reel]'),
    lines: z.array(
      z.strictObject({
        line: z.number().int(),
        symbol,
        count: z.number().int(),
        multiple: z.number().int(),
        win: yuan,
      }),
    ),
  }),
);

export const diceStateEnvelope = envelopeOf(
  z.strictObject({
    ...sessionState,
    picks: z.array(z.strictObject({ code: pick, name: z.string() })),
    payout: z.string().describe('what a winning pick returns per 1 staked'),
  }),
);

export const rollEnvelope = envelopeOf(
  z.strictObject({
    ...round,
    dice: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
    pick,
    sum: z.number().int(),
  }),
);
