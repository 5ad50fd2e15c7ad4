import { z } from 'zod';
import { PERIODS } from '../../domain/activity/catalog';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, yuan } from '../schemas';

// Response shapes of the activity routes (domain/activity builds them).

const activity = z.strictObject({
  id: z.number().int(),
  type_id: z.number().int(),
  type_name: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('plain-text rules: render as text, never as HTML'),
  banner: z.string(),
  reward: yuan,
  period: z.enum(Object.keys(PERIODS) as [keyof typeof PERIODS, ...Array<keyof typeof PERIODS>]),
  period_text: z.string(),
  kind: z.enum(['newcomer', 'first_deposit', 'turnover', 'manual']),
  automatic: z.boolean().describe('checked and paid at once on apply; otherwise reviewed by an operator'),
  auto_grant: z.boolean().describe('自动发放: paid when the condition is met, never applied for'),
  grant_text: z.string().describe('自动发放, 领取即到账 or 人工审核'),
  period_key: z
    .string()
    .describe("the period running now: an application whose `period` equals it is this period's"),
  condition: z.string(),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
});

const applicationFields = {
  id: z.number().int(),
  activity_id: z.number().int(),
  period: z.string(),
  status: z.number().int().describe('0 审核中, 1 已发放, 2 已拒绝'),
  status_text: z.string(),
  reward: yuan,
  remark: z.string(),
  reviewed_at: isoTime.nullable(),
  created_at: isoTime,
};
const application = z.strictObject(applicationFields);

export const activityTypesEnvelope = envelopeOf(
  z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
);
export const activityPageEnvelope = envelopeOf(pagedOf(activity));
export const activityEnvelope = envelopeOf(activity);
export const applicationPageEnvelope = envelopeOf(
  pagedOf(z.strictObject({ ...applicationFields, title: z.string(), banner: z.string() })),
);
export const applicationStatusEnvelope = envelopeOf(
  z.strictObject({
    activity_id: z.number().int(),
    applied: z.boolean(),
    application: application.nullable(),
    can_apply: z.boolean(),
    eligible: z.boolean(),
    reason: z.string().describe('why not, in Chinese; empty when eligible'),
    progress: z.number().describe('0..100 towards the condition'),
  }),
);
export const appliedEnvelope = envelopeOf(
  z.strictObject({
    ...applicationFields,
    repeated: z.boolean().describe('true when the Idempotency-Key had already applied'),
    balance: yuan.describe('main wallet after the reward'),
  }),
);
