import { z } from 'zod';
import { LOG_CATEGORIES, LOG_LEVELS } from '../../domain/client-logs';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf } from '../schemas';

// Response shapes of the player's log routes (domain/client-logs.ts builds them).

const level = z.enum(LOG_LEVELS);

const storedLog = z.strictObject({
  id: z.number().int(),
  level,
  category: z.enum(LOG_CATEGORIES),
  message: z.string(),
  data: z.unknown().describe('what the client attached, null when nothing'),
  timestamp: isoTime.describe('when the client logged it'),
  platform: z.string(),
  system: z.string(),
  version: z.string(),
  uploaded_at: isoTime,
});

export const logPageEnvelope = envelopeOf(pagedOf(storedLog));
export const logStatsEnvelope = envelopeOf(
  z.strictObject({
    total: z.number().int(),
    by_level: z.strictObject({
      debug: z.number().int(),
      info: z.number().int(),
      warn: z.number().int(),
      error: z.number().int(),
    }),
    errors: z.number().int(),
    network: z.number().int(),
    ios: z.number().int(),
    last_upload_at: isoTime.nullable(),
  }),
);
export const logsReceivedEnvelope = envelopeOf(z.strictObject({ received: z.number().int() }));
export const logsDeletedEnvelope = envelopeOf(z.strictObject({ deleted: z.number().int() }));
