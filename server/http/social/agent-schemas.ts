import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';
import { agentApplication } from './invite-schemas';

// Response shapes of the agent routes: application history and the agent's team (domain/agent builds them).

export const applicationHistoryEnvelope = envelopeOf(pagedOf(agentApplication));
export const applicationStatsEnvelope = envelopeOf(
  z.strictObject({
    total: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    cancelled: z.number().int(),
  }),
);

export const teamOverviewEnvelope = envelopeOf(
  z.strictObject({
    agent_code: z.string(),
    agent_link: z.string(),
    team_size: z.number().int(),
    new_members_month: z.number().int(),
    team_balance: yuan,
    month_deposit: yuan,
    month_bet: yuan,
    month_active_bettors: z.number().int(),
  }),
);

const memberFields = {
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  source: z.enum(['agent', 'invite']),
  source_text: z.string(),
  balance: yuan,
  paysum: yuan,
  totalgame: yuan,
  total_withdraw: yuan,
  vip_level: z.number().int(),
  enabled: z.number().int(),
  registered_at: isoTime,
};
export const memberPageEnvelope = envelopeOf(pagedOf(z.strictObject(memberFields)));
export const memberEnvelope = envelopeOf(
  z.strictObject({ ...memberFields, month_deposit: yuan, month_bet: yuan }),
);

export const teamRecordPageEnvelope = envelopeOf(
  pagedOf(
    z.strictObject({
      id: z.number().int(),
      member_id: z.number().int(),
      username: z.string(),
      type: z.string(),
      type_text: z.string(),
      amount: yuan,
      remark: z.string(),
      created_at: isoTime,
    }),
  ),
);
