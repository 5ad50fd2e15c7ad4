import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf } from '../schemas';

// Response shapes of the lottery recommendation routes (domain/articles/lottery.ts builds them).

const lotteryCategory = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  sort: z.number().int(),
  article_count: z.number().int(),
});

const lotteryArticleFields = {
  id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  expect: z.string().describe('the draw the article is about, e.g. 2026135期'),
  badge: z.string(),
  is_hot: z.number().int().describe('1 hot, 0 not'),
  is_recommended: z.number().int().describe('1 recommended, 0 not'),
  views: z.number().int(),
  published_at: isoTime,
};
const lotteryArticle = z.strictObject(lotteryArticleFields);

export const lotteryCategoryEnvelope = envelopeOf(lotteryCategory);
export const lotteryCategoryListEnvelope = envelopeOf(z.array(lotteryCategory));
export const lotteryArticleListEnvelope = envelopeOf(z.array(lotteryArticle));
export const lotteryArticlePageEnvelope = envelopeOf(pagedOf(lotteryArticle));
export const lotteryArticleDetailEnvelope = envelopeOf(
  z.strictObject({ ...lotteryArticleFields, content: z.string().describe('sanitized HTML') }),
);
