import { z } from 'zod';
import { GAME_TYPE_CODES } from '../../domain/games/catalog';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the game catalogue, entry and wallet routes (domain/games builds them).

const gameType = z.enum(GAME_TYPE_CODES as [string, ...string[]]);

/** Card art drawn with CSS: a gradient and a glyph (no image downloads). */
const art = {
  color_from: z.string(),
  color_to: z.string(),
  glyph: z.string(),
};

const platform = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: gameType,
  type_name: z.string(),
  status: z.number().int().describe('1 open, 0 under maintenance'),
  playable: z.boolean().describe('only platforms with a real game behind them can be entered'),
  is_ng: z.boolean().describe('reached through the NG aggregator: disable_nggame applies'),
  ...art,
});

const game = z.strictObject({
  id: z.number().int(),
  platform_code: z.string(),
  platform_name: z.string(),
  name: z.string(),
  type: gameType,
  type_name: z.string(),
  hot: z.boolean(),
  playable: z.boolean(),
  ...art,
});

const wallet = z.strictObject({ platform_code: z.string(), platform_name: z.string(), balance: yuan });

export const gamesEnvelope = envelopeOf(z.array(game));
export const platformsEnvelope = envelopeOf(z.array(platform));
export const gameTypesEnvelope = envelopeOf(
  z.array(z.strictObject({ code: gameType, name: z.string(), platform_count: z.number().int() })),
);

/** SPEC 3 "Game data": valid for 5 minutes after `timestamp`. */
export const gameDataEnvelope = envelopeOf(
  z.strictObject({
    game_url: z.string(),
    timestamp: z.number().int().describe('Unix milliseconds when the session was opened'),
    session_id: z.string(),
    game_id: z.number().int(),
    game_name: z.string(),
    platform_code: z.string(),
    platform_balance: yuan.describe('the platform wallet at entry'),
  }),
);

export const gameBalance = z.strictObject({
  balance: yuan.describe('main wallet'),
  wallets: z.array(wallet),
  platform_total: yuan.describe('sum of the wallets listed'),
});
export const gameBalanceEnvelope = envelopeOf(gameBalance);

export const transferEnvelope = envelopeOf(
  z.strictObject({
    type: z.enum(['in', 'out']),
    amount: yuan.describe('total moved; "0.00" when there was nothing to move'),
    balance: yuan.describe('main wallet after the transfer'),
    wallets: z.array(wallet),
    repeated: z.boolean().describe('true when the Idempotency-Key had already moved this money'),
  }),
);

/** One game round, newest first; `profit` is win − bet from the player's side. */
const gameRecord = z.strictObject({
  id: z.number().int(),
  round_no: z.string(),
  platform_code: z.string(),
  platform_name: z.string(),
  game_id: z.number().int(),
  game_name: z.string(),
  game_type: gameType,
  game_type_name: z.string(),
  bet: yuan,
  win: yuan,
  profit: yuan,
  balance_before: yuan.describe('platform wallet before the stake'),
  balance_after: yuan.describe('platform wallet after the win'),
  status: z.number().int().describe('1 settled (rounds settle instantly)'),
  status_text: z.string(),
  created_at: isoTime,
});

export const gameRecordPageEnvelope = envelopeOf(pagedOf(gameRecord));

export const gameRecordEnvelope = envelopeOf(
  gameRecord.extend({
    reels: z.array(z.array(z.string())).describe('slots: rows top to bottom, symbol codes left to right'),
    lines: z.array(
      z.strictObject({ line: z.number().int(), symbol: z.string(), count: z.number().int(), win: yuan }),
    ),
    dice: z.array(z.number().int()).optional().describe('极速骰宝: the three dice'),
    pick: z.string().optional().describe('极速骰宝: big | small | odd | even'),
  }),
);

const recordTotals = {
  count: z.number().int(),
  bet_total: yuan,
  win_total: yuan,
  profit_total: yuan,
};

export const gameRecordStatsEnvelope = envelopeOf(
  z.strictObject({
    ...recordTotals,
    by_platform: z.array(
      z.strictObject({ platform_code: z.string(), platform_name: z.string(), ...recordTotals }),
    ),
  }),
);
