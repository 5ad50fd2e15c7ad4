import { z } from 'zod';
import { pageQuery } from '../schemas';

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
