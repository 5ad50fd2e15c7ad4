import { z } from 'zod';

/** A 客服留言 as domain/support/support-messages.ts `supportMessageJson` answers it. */
export const supportMessage = z.strictObject({
  id: z.number().int(),
  content: z.string(),
  reply: z.string().nullable().describe('客服回复；待回复时为 null'),
  status: z.number().int().describe('0 待回复，1 已回复'),
  status_text: z.string(),
  created_at: z.string(),
  replied_at: z.string().nullable(),
});
