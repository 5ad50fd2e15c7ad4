import { z } from 'zod';
import { SEGMENT_KEYS } from '../domain/messages/broadcast';
import { MESSAGE_TYPE_NAMES } from '../domain/messages/messages';
import { envelopeOf } from '../http/envelope';
import { isoTime, yuan } from '../http/schemas';
import { agentApplication } from '../http/social/invite-schemas';
import { supportMessage } from '../http/social/support-schemas';

// Response shapes of the operators' messaging and review routes: 站内信, 群发, 活动申请, 代理申请, 客服留言.

export const sentMessageEnvelope = envelopeOf(
  z.strictObject({
    id: z.number().int(),
    username: z.string(),
    title: z.string(),
    type: z.string().describe(`one of ${MESSAGE_TYPE_NAMES.join(', ')}`),
  }),
);

const audience = {
  segment: z.enum(SEGMENT_KEYS),
  min_vip_level: z.number().int().describe('only for the vip segment'),
  players: z.number().int().describe('enabled accounts in the segment'),
};

export const audienceEnvelope = envelopeOf(
  z.strictObject({
    segments: z.array(z.strictObject({ key: z.enum(SEGMENT_KEYS), name: z.string() })),
    ...audience,
  }),
);
export const broadcastEnvelope = envelopeOf(z.strictObject(audience));

export const pendingActivityApplicationsEnvelope = envelopeOf(
  z.array(
    z.strictObject({
      id: z.number().int(),
      username: z.string(),
      title: z.string().describe("the activity's title"),
      reward: yuan,
      created_at: isoTime,
    }),
  ),
);
export const reviewedActivityApplicationEnvelope = envelopeOf(
  z.strictObject({
    id: z.number().int(),
    status: z.number().int().describe('0 审核中, 1 已发放, 2 已拒绝'),
    status_text: z.string(),
    reward: yuan,
  }),
);

const agentApplicationOf = agentApplication.extend({ username: z.string() });
export const pendingAgentApplicationsEnvelope = envelopeOf(z.array(agentApplicationOf));
export const approvedAgentApplicationEnvelope = envelopeOf(
  agentApplicationOf.extend({ agent_code: z.string().nullable() }),
);
export const rejectedAgentApplicationEnvelope = envelopeOf(agentApplicationOf);

const supportMessageOf = supportMessage.extend({ username: z.string() });
export const waitingSupportMessagesEnvelope = envelopeOf(z.array(supportMessageOf));
export const answeredSupportMessageEnvelope = envelopeOf(supportMessageOf);
