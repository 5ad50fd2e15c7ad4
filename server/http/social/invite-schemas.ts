import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../domain/agent/applications';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the invite and agent-application routes (domain/invite and domain/agent build them).

export const agentApplication = z.strictObject({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  status_text: z.string(),
  real_name: z.string(),
  contact: z.string(),
  reason: z.string(),
  reject_reason: z.string(),
  reviewed_at: isoTime.nullable(),
  created_at: isoTime,
});
export const agentApplicationEnvelope = envelopeOf(agentApplication);

export const inviteInfoEnvelope = envelopeOf(
  z.strictObject({
    invite_code: z.string(),
    invite_link: z.string(),
    invited_count: z.number().int(),
    deposited_count: z.number().int(),
    today_count: z.number().int(),
    total_reward: yuan,
  }),
);

export const inviteUrlEnvelope = envelopeOf(z.strictObject({ invite_code: z.string(), url: z.string() }));
export const inviteCodeEnvelope = envelopeOf(
  z.strictObject({ invite_code: z.string(), invite_link: z.string() }),
);
export const validCodeEnvelope = envelopeOf(
  z.strictObject({ valid: z.boolean(), inviter: z.string().describe('masked; empty when invalid') }),
);

export const referralPageEnvelope = envelopeOf(
  pagedOf(
    z.strictObject({
      id: z.number().int(),
      username: z.string().describe('masked: ab***9'),
      registered_at: isoTime,
      has_deposited: z.number().int().describe('1 when the friend has deposited at least once'),
      reward: yuan,
    }),
  ),
);

export const inviteStatisticsEnvelope = envelopeOf(
  z.strictObject({
    invited_count: z.number().int(),
    today_count: z.number().int(),
    month_count: z.number().int(),
    deposited_count: z.number().int(),
    qualified_count: z.number().int(),
    reward_count: z.number().int(),
    total_reward: yuan,
    register_reward: yuan,
    deposit_reward: yuan,
  }),
);

export const rewardPageEnvelope = envelopeOf(
  pagedOf(
    z.strictObject({
      id: z.number().int(),
      invitee: z.string().describe('masked'),
      rule: z.string(),
      rule_name: z.string(),
      amount: yuan,
      created_at: isoTime,
    }),
  ).extend({ total_amount: yuan }),
);

export const inviteRulesEnvelope = envelopeOf(
  z.strictObject({
    rules: z.array(
      z.strictObject({ key: z.string(), name: z.string(), amount: yuan, threshold: yuan.optional() }),
    ),
    lines: z.array(z.string()),
  }),
);

export const agentStatusEnvelope = envelopeOf(
  z.strictObject({
    is_agent: z.number().int(),
    agent_code: z.string(),
    status: z.enum(['none', ...APPLICATION_STATUSES]),
    can_apply: z.boolean(),
    application: agentApplication.nullable(),
  }),
);

export const inviteRankingEnvelope = envelopeOf(
  z.strictObject({
    period: z.enum(['all', 'month']),
    list: z.array(
      z.strictObject({
        rank: z.number().int(),
        username: z.string().describe("masked, except the viewer's own"),
        invited_count: z.number().int(),
        is_me: z.number().int(),
      }),
    ),
    my_rank: z.number().int().nullable(),
    my_count: z.number().int(),
  }),
);
