import { z } from 'zod';
import { NOTICE_STATUS_TEXT } from '../domain/content-admin/notices';
import { envelopeOf } from '../http/envelope';
import { banner, notice } from '../http/platform/content-schemas';
import { isoTime, pagedOf } from '../http/schemas';

// Response shapes of the operators' content routes (domain/content-admin builds them): the player's
// view of a notice or banner plus what only the console shows (its state, its switch).

const noticeStates = Object.keys(NOTICE_STATUS_TEXT) as [keyof typeof NOTICE_STATUS_TEXT];

const opsNotice = notice.extend({
  sort: z.number().int(),
  status: z.enum(noticeStates).describe('published 已发布, withdrawn 已撤回'),
  status_text: z.string(),
  withdrawn_at: isoTime.nullable(),
});

export const opsNoticeEnvelope = envelopeOf(opsNotice);
export const opsNoticePageEnvelope = envelopeOf(pagedOf(opsNotice));

const opsBanner = banner.extend({
  page_type_name: z.string(),
  enabled: z.boolean().describe('false: players do not see it'),
  created_at: isoTime,
});

export const opsBannerEnvelope = envelopeOf(opsBanner);
export const opsBannerListEnvelope = envelopeOf(z.array(opsBanner));
export const bannerPageTypesEnvelope = envelopeOf(
  z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
);

const opsArticle = z.strictObject({
  id: z.number().int(),
  expert_id: z.number().int(),
  expert_name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string().describe('sanitised HTML'),
  match_info: z.string(),
  badge: z.string(),
  is_hot: z.boolean(),
  is_recommended: z.boolean(),
  views: z.number().int(),
  published_at: isoTime,
});

export const opsArticleEnvelope = envelopeOf(opsArticle);
export const opsArticlePageEnvelope = envelopeOf(pagedOf(opsArticle));
export const articleOptionsEnvelope = envelopeOf(
  z.strictObject({
    experts: z.array(
      z.strictObject({ id: z.number().int(), name: z.string(), category_id: z.number().int() }),
    ),
    categories: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
  }),
);
export const articlePreviewEnvelope = envelopeOf(
  z.strictObject({ html: z.string().describe('what players would get, after the sanitiser') }),
);
