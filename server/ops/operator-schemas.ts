import { PERMISSIONS } from '@app/shared/ops';
import { z } from 'zod';
import { APPROVAL_KINDS, APPROVAL_STATUSES } from '../domain/operators/approval-views';
import type { OperatorSessionRow } from '../domain/operators/sessions';
import { envelopeOf } from '../http/envelope';
import { withdrawal } from '../http/finance/withdraw-schemas';
import { isoTime, yuan } from '../http/schemas';

export const operatorName = z
  .string()
  .regex(/^[a-z][a-z0-9_]{2,31}$/, '运营人员用户名须为 3-32 位小写字母、数字或下划线，字母开头');
export const operatorPassword = z.string().min(10, '运营人员密码至少 10 位').max(200);
export const roleList = z.array(z.string().min(1).max(64)).max(20);
export const permissionList = z.array(z.string().min(1).max(64)).max(100);
export const ipList = z.array(z.string().min(1).max(64)).max(50);

/** What the API answers about a session or API token: never its hash. */
export const sessionView = (session: OperatorSessionRow) => ({
  id: session.id,
  kind: session.kind,
  name: session.name,
  ip: session.ip,
  user_agent: session.userAgent,
  created_at: session.createdAt.toISOString(),
  last_seen_at: session.lastSeenAt.toISOString(),
  expires_at: session.expiresAt?.toISOString() ?? null,
  revoked: session.revokedAt !== null,
});

const sessionKind = z.enum(['session', 'api']).describe('session 登录会话, api 自动化令牌');

const session = z.strictObject({
  id: z.number().int(),
  kind: sessionKind,
  name: z.string().describe("an API token's name; empty for a sign-in"),
  ip: z.string(),
  user_agent: z.string(),
  created_at: isoTime,
  last_seen_at: isoTime,
  expires_at: isoTime.nullable().describe('null: a sign-in, which ends when idle'),
  revoked: z.boolean(),
});

const operator = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  roles: z.array(z.string()).describe('built-in role ids and custom role names'),
  permissions: z.array(z.string()).describe('granted on top of the roles'),
  ip_allow_list: z.array(z.string()).describe('empty: from anywhere'),
  disabled: z.boolean(),
  locked_until: isoTime.nullable().describe('set after too many failed sign-ins'),
  created_at: isoTime,
});

const totpSecret = {
  totp_secret: z.string().describe('base32; answered once'),
  otpauth_uri: z.string(),
};

const customRole = z.strictObject({ name: z.string(), permissions: z.array(z.string()) });

export const bootstrapEnvelope = envelopeOf(z.strictObject({ token: z.string(), operator, ...totpSecret }));
export const signInEnvelope = envelopeOf(z.strictObject({ token: z.string(), session }));
export const signedInEnvelope = envelopeOf(
  z.strictObject({
    id: z.number().int(),
    username: z.string(),
    display_name: z.string(),
    roles: z.array(z.string()),
    permissions: z.array(z.enum(Object.keys(PERMISSIONS) as [keyof typeof PERMISSIONS])),
    session_id: z.number().int(),
    kind: sessionKind,
  }),
);
export const ownSessionsEnvelope = envelopeOf(z.array(session.extend({ current: z.boolean() })));
export const sessionEnvelope = envelopeOf(session);
export const sessionsEnvelope = envelopeOf(z.array(session.extend({ operator: z.string() })));
export const operatorEnvelope = envelopeOf(operator);
export const operatorsEnvelope = envelopeOf(z.array(operator));
export const createdOperatorEnvelope = envelopeOf(z.strictObject({ operator, ...totpSecret }));
export const totpResetEnvelope = envelopeOf(z.strictObject({ username: z.string(), ...totpSecret }));
export const unlockedEnvelope = envelopeOf(z.strictObject({ username: z.string(), locked_until: z.null() }));
export const customRoleEnvelope = envelopeOf(customRole);
export const customRolesEnvelope = envelopeOf(z.array(customRole));
export const deletedRoleEnvelope = envelopeOf(z.strictObject({ name: z.string() }));
export const mintedTokenEnvelope = envelopeOf(
  session.extend({
    token: z.string().describe('the bearer token itself: answered once, never again'),
    operator: z.string(),
  }),
);

/** A four-eyes request as approvalJson (domain/operators/approval-views.ts) answers it. */
export const approvalSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  kind_text: z.string(),
  amount: z.string().nullable(),
  target: z.string(),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(APPROVAL_STATUSES),
  status_text: z.string(),
  reason: z.string(),
  requested_by: z.string(),
  /** The operator's display name, or the username when none was set. */
  requested_by_name: z.string(),
  decided_by: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  decision_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  mine: z.boolean().optional(),
});

/** What approving ran: the ledger row of a credit, the paid withdrawal, or the re-settlement of a 改判. */
export const approvedSchema = approvalSchema.extend({
  executed: z.boolean().describe('false when it had been approved before: nothing ran again'),
  ledger_id: z.number().int().optional(),
  balance_before: yuan.optional(),
  balance: yuan.optional(),
  withdrawal: withdrawal.optional(),
  resettlement: z
    .strictObject({
      match_id: z.number().int(),
      revision: z.number().int(),
      status: z.number().int(),
      legs: z.number().int(),
      orders: z.number().int(),
      credited: yuan,
      debited: yuan,
    })
    .optional(),
});
