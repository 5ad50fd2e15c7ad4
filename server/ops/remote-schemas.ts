import { z } from 'zod';
import { PREFLIGHT_CHECKS } from '../domain/remotes/preflight';
import { envelopeOf } from '../http/envelope';
import { isoTime } from '../http/schemas';

// Response shapes of the operators' remote release routes (domain/remotes builds them).

const check = z.strictObject({
  name: z.enum(PREFLIGHT_CHECKS),
  ok: z.boolean(),
  detail: z.string().describe('what was found, or why a browser could not load it'),
});
const buildId = z.string().describe("the manifest's buildInfo.buildVersion; empty when it names none");

export const preflightEnvelope = envelopeOf(
  z.strictObject({ ok: z.boolean(), build_id: buildId, checks: z.array(check) }),
);

const switched = {
  remote: z.string(),
  url: z.string().describe('the mf-manifest.json address players now load'),
  build_id: buildId,
  checks: z.array(check).describe('the pre-flight, run even when forced'),
};
export const switchedEnvelope = envelopeOf(z.strictObject({ ...switched, forced: z.boolean() }));
export const rolledBackEnvelope = envelopeOf(z.strictObject(switched));

export const releaseHistoryEnvelope = envelopeOf(
  z.array(
    z.strictObject({
      id: z.number().int(),
      remote: z.string(),
      url: z.string(),
      build_id: buildId,
      action: z.string().describe('initial | set | deploy | config | rollback'),
      forced: z.boolean().describe('switched without the pre-flight checks'),
      created_at: isoTime,
    }),
  ),
);

export const remoteErrorsEnvelope = envelopeOf(
  z.array(
    z.strictObject({
      remote: z.string(),
      build_id: z.string(),
      url: z.string(),
      kind: z.string(),
      count: z.number().int(),
      players: z.number().int().describe('distinct signed-in players who reported it'),
      last_at: isoTime,
      last_message: z.string(),
    }),
  ),
);
