import { z } from 'zod';
import { envelopeOf } from '../http/envelope';
import { isoTime } from '../http/schemas';

// Response shapes of the operators' audit routes (domain/operators/audit.ts `auditView` builds an entry).

const auditEntry = z.strictObject({
  id: z.number().int(),
  operator_id: z.number().int().nullable().describe('null for the root token'),
  operator: z.string(),
  roles: z.array(z.string()).describe('the roles the operator held then'),
  at: isoTime,
  ip: z.string(),
  request_id: z.string(),
  action: z.string().describe('METHOD /api/ops/route, e.g. PUT /api/ops/config/:key'),
  label: z.string().describe("the permission's Chinese label, e.g. 修改配置开关"),
  target: z.string(),
  status: z.number().int().describe('the HTTP status it answered'),
  before: z.unknown().describe('the state before, as the route recorded it'),
  after: z.unknown(),
  hash: z.string(),
});

export const auditPageEnvelope = envelopeOf(
  z.strictObject({ page: z.number().int(), per_page: z.number().int(), list: z.array(auditEntry) }),
);

export const auditVerifiedEnvelope = envelopeOf(
  z.strictObject({
    ok: z.boolean(),
    checked: z.number().int(),
    broken: auditEntry.nullable().describe('the first changed or removed entry'),
  }),
);
