import { z } from 'zod';
import { RANKING_PERIODS, RANKING_TYPES } from '../../domain/rankings/rankings';
import { envelopeOf } from '../envelope';
import { yuan } from '../schemas';

// Response shapes of VIP, daily sign-in and rankings (domain/vip.ts, domain/signin.ts, domain/rankings.ts).

/** Level, name and progress (by game turnover) to the next level. */
export const vipLevelSchema = z.strictObject({
  vip_level: z.number().int(),
  name: z.string(),
  next_level: z.number().int().nullable(),
  next_level_name: z.string().nullable(),
  totalgame: yuan,
  next_level_turnover: yuan.nullable(),
  need_turnover: yuan,
  progress: z.number().describe('0-100'),
});

const vipBenefits = z.strictObject({
  level: z.number().int(),
  name: z.string(),
  turnover: yuan.describe('game turnover that reaches the level'),
  rebate_rates: z
    .array(z.strictObject({ game_type: z.string(), name: z.string(), rate: z.string() }))
    .describe('the rebate rates this level gets, by game type ("0.70%")'),
  upgrade_bonus: yuan,
});

export const vipLevelEnvelope = envelopeOf(vipLevelSchema);
export const vipLevelsEnvelope = envelopeOf(z.array(vipBenefits));
export const vipInfoEnvelope = envelopeOf(
  vipLevelSchema.extend({
    levels: z.array(vipBenefits.extend({ reached: z.boolean(), bonus_claimed: z.boolean() })),
    claimable_bonus: yuan,
  }),
);
/** A payment to the player and the balance after it. */
export const paidEnvelope = envelopeOf(z.strictObject({ amount: yuan, balance: yuan }));

const signinDay = z.strictObject({
  day: z.string().describe('Beijing date YYYY-MM-DD'),
  streak: z.number().int(),
  reward: yuan,
});
export const signinStatusEnvelope = envelopeOf(
  z.strictObject({
    today: z.string(),
    month: z.string().describe('YYYY-MM'),
    signed_today: z.boolean(),
    streak: z.number().int(),
    next_streak: z.number().int(),
    today_reward: yuan,
    rewards: z.array(z.strictObject({ day: z.number().int(), reward: yuan })),
    days: z.array(signinDay),
    total_days: z.number().int(),
  }),
);
export const signinEnvelope = envelopeOf(
  signinDay.extend({
    repeated: z.boolean().describe('true when this Idempotency-Key had already signed in'),
    balance: yuan,
  }),
);

const rankingEntry = z.strictObject({
  rank: z.number().int(),
  name: z.string().describe("masked (de***o) except the viewer's own"),
  vip_level: z.number().int(),
  amount: yuan,
  is_me: z.boolean(),
});
export const rankingEnvelope = envelopeOf(
  z.strictObject({
    type: z.enum(Object.keys(RANKING_TYPES) as [keyof typeof RANKING_TYPES]),
    type_name: z.string(),
    period: z.enum(Object.keys(RANKING_PERIODS) as [keyof typeof RANKING_PERIODS]),
    period_name: z.string(),
    list: z.array(rankingEntry),
    mine: z
      .union([rankingEntry, z.strictObject({ rank: z.null(), amount: yuan })])
      .nullable()
      .describe("the viewer's entry when logged in (rank null: not ranked); null for a visitor"),
  }),
);
