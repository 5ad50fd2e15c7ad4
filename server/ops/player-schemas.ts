import { z } from 'zod';
import { protectionSchema } from '../http/account/protection-json';
import { envelopeOf } from '../http/envelope';
import { isoTime, pagedOf, yuan } from '../http/schemas';

// Response shapes of the console's 玩家 routes (domain/operators/players.ts builds them) and the account switch.

const playerSummary = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string().describe('empty when none was given'),
  balance: yuan,
  vip_level: z.number().int(),
  is_agent: z.number().int().describe('1 代理'),
  enabled: z.number().int().describe('1 正常, 0 已禁用'),
  created_at: isoTime,
});

export const playerPageEnvelope = envelopeOf(pagedOf(playerSummary));

export const playerDetailEnvelope = envelopeOf(
  playerSummary.extend({
    ledger: z.array(
      z.strictObject({
        id: z.number().int(),
        type: z.string(),
        type_text: z.string(),
        amount: yuan.describe('negative for a debit'),
        before: yuan,
        after: yuan,
        remark: z.string(),
        created_at: isoTime,
      }),
    ),
    orders: z.array(
      z.strictObject({
        kind: z.enum(['sports', 'lottery']),
        no: z.string(),
        title: z.string(),
        stake: yuan,
        payout: yuan,
        status_text: z.string(),
        created_at: isoTime,
      }),
    ),
    sessions: z.array(z.strictObject({ id: z.number().int(), created_at: isoTime, last_used_at: isoTime })),
  }),
);

export const playerProtectionEnvelope = envelopeOf(protectionSchema.extend({ username: z.string() }));

export const playerSwitchedEnvelope = envelopeOf(
  z.strictObject({ username: z.string(), enabled: z.number().int().describe('1 正常, 0 已禁用') }),
);
