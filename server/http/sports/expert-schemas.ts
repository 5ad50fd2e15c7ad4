import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf, pageQuery } from '../schemas';

// Query strings shared by the expert, lottery-article and promo routes.
const optionalId = z.coerce.number().int().positive('分类不正确').optional();
export const keyword = z.string().trim().max(50, '关键词最多50个字').optional();

export const expertArticleQuery = pageQuery.extend({
  category_id: optionalId,
  expert_id: z.coerce.number().int().positive('专家不正确').optional(),
  keyword,
  sort: z.enum(['latest', 'hot'], { error: '排序方式不正确' }).optional(),
});

export const expertQuery = pageQuery.extend({
  category_id: optionalId,
  keyword,
  is_hot: z.coerce.number().int().min(0).max(1).optional(),
});

export const lotteryArticleQuery = pageQuery.extend({ category_id: optionalId, keyword });

export const searchQuery = pageQuery.extend({
  keyword: z.string({ error: '请输入关键词' }).trim().min(1, '请输入关键词').max(50, '关键词最多50个字'),
  category_id: optionalId,
});

export const limitQuery = z.object({
  limit: z.coerce.number().int().min(1, '条数不正确').max(50, '最多50条').default(10),
});

// Response shapes of the expert routes and their promo twins (domain/experts/*.ts builds them).

const expertCategory = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  sort: z.number().int(),
  article_count: z.number().int(),
});

const winRate = z.string().describe('percent with one decimal, e.g. "66.7"');
const streak = z.number().int().describe('红 in a row, newest first');
const recentLabel = z.string().describe('e.g. 近10中8; empty before the first settled article');

const expert = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  intro: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  win_rate: winRate,
  hits: z.number().int(),
  misses: z.number().int(),
  streak,
  recent_label: recentLabel,
  article_count: z.number().int(),
  followers: z.number().int(),
  is_hot: z.number().int().describe('1 hot, 0 not'),
});

const expertStats = z.strictObject({
  expert_id: z.number().int(),
  article_count: z.number().int(),
  settled: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  pending: z.number().int(),
  win_rate: winRate,
  streak,
  recent: z.array(z.number().int()).describe('latest settled results, newest first: 1 红, 2 黑'),
  recent_label: recentLabel,
  total_views: z.number().int(),
  total_likes: z.number().int(),
});

const expertArticleFields = {
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  expert: expert.pick({
    id: true,
    name: true,
    avatar: true,
    title: true,
    win_rate: true,
    streak: true,
    recent_label: true,
  }),
  match_info: z.string(),
  match_time: isoTime.nullable(),
  badge: z.string(),
  is_hot: z.number().int().describe('1 hot, 0 not'),
  is_recommended: z.number().int().describe('1 recommended, 0 not'),
  result: z.number().int().describe('0 待开奖, 1 红, 2 黑'),
  result_text: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  favorites: z.number().int(),
  published_at: isoTime,
};
const expertArticle = z.strictObject(expertArticleFields);

export const expertCategoryEnvelope = envelopeOf(expertCategory);
export const expertCategoryListEnvelope = envelopeOf(z.array(expertCategory));
export const expertEnvelope = envelopeOf(expert);
export const expertListEnvelope = envelopeOf(z.array(expert));
export const expertPageEnvelope = envelopeOf(pagedOf(expert));
export const expertStatsEnvelope = envelopeOf(expertStats);
export const expertArticleListEnvelope = envelopeOf(z.array(expertArticle));
export const expertArticlePageEnvelope = envelopeOf(pagedOf(expertArticle));
export const expertArticleDetailEnvelope = envelopeOf(
  z.strictObject({
    ...expertArticleFields,
    content: z.string().describe('sanitized HTML'),
    is_liked: z.number().int().describe('1 liked by this player; always 0 for visitors'),
    is_favorited: z.number().int().describe('1 favorited by this player; always 0 for visitors'),
  }),
);
export const articleViewsEnvelope = envelopeOf(z.strictObject({ views: z.number().int() }));
export const likeStateEnvelope = envelopeOf(z.strictObject({ liked: z.boolean(), likes: z.number().int() }));
export const favoriteStateEnvelope = envelopeOf(
  z.strictObject({ favorited: z.boolean(), favorites: z.number().int() }),
);
