import { z } from 'zod';
import { MESSAGE_TYPE_NAMES } from '../../domain/messages/messages';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf } from '../schemas';

// Response shapes of the message routes (domain/messages/messages.ts builds them).

const messageTypeName = z.enum(MESSAGE_TYPE_NAMES);

const message = z.strictObject({
  id: z.number().int(),
  type: z.string().describe(MESSAGE_TYPE_NAMES.join(' | ')),
  type_name: z.string(),
  title: z.string(),
  content: z.string(),
  is_read: z.number().int().describe('1 read, 0 unread'),
  read_at: isoTime.nullable(),
  created_at: isoTime,
});
const unreadCount = z.number().int().describe('the player’s unread messages after the change (the bell)');

export const messageEnvelope = envelopeOf(message);
export const messagePageEnvelope = envelopeOf(pagedOf(message));
export const messageStatisticsEnvelope = envelopeOf(
  z.strictObject({
    total: z.number().int(),
    unread: z.number().int(),
    by_type: z.array(
      z.strictObject({
        type: messageTypeName,
        name: z.string(),
        total: z.number().int(),
        unread: z.number().int(),
      }),
    ),
  }),
);
export const messageTypesEnvelope = envelopeOf(
  z.array(z.strictObject({ type: messageTypeName, name: z.string() })),
);
export const countEnvelope = envelopeOf(z.strictObject({ count: z.number().int() }));
export const unreadEnvelope = envelopeOf(z.strictObject({ unread_count: unreadCount }));
export const markedReadEnvelope = envelopeOf(
  z.strictObject({ updated: z.number().int(), unread_count: unreadCount }),
);
export const clearedEnvelope = envelopeOf(
  z.strictObject({ deleted: z.number().int(), unread_count: unreadCount }),
);
