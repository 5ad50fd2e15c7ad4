import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf } from '../schemas';

// Response shapes of the banner and notice routes (domain/content.ts builds them).

export const banner = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
  page_type: z.number().int().describe('the page it shows on, 1-3'),
  agent_id: z.number().int().describe('0 for every agent'),
  sort: z.number().int(),
});

export const notice = z.strictObject({
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  content: z.string(),
  is_hot: z.number().int().describe('1 hot, 0 not'),
  created_at: isoTime,
});

export const bannerEnvelope = envelopeOf(banner);
export const bannerListEnvelope = envelopeOf(z.array(banner));
export const noticeEnvelope = envelopeOf(notice);
export const noticeListEnvelope = envelopeOf(z.array(notice));
export const noticePageEnvelope = envelopeOf(pagedOf(notice));
export const noticeCategoriesEnvelope = envelopeOf(
  z.array(z.strictObject({ id: z.number().int(), name: z.string(), key: z.string() })),
);
