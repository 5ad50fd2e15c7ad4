import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { lotteryArticles, lotteryCategories } from '../../db/schema';
import { escapeLike } from '../experts/articles';
import { sanitizeArticleHtml } from './sanitize';

type LotteryArticleRow = typeof lotteryArticles.$inferSelect;

export async function lotteryCategoryList(db: Queryable) {
  const rows = await db
    .select({ category: lotteryCategories, articles: count(lotteryArticles.id) })
    .from(lotteryCategories)
    .leftJoin(lotteryArticles, eq(lotteryArticles.categoryId, lotteryCategories.id))
    .groupBy(lotteryCategories.id)
    .orderBy(asc(lotteryCategories.sort), asc(lotteryCategories.id));
  return rows.map(({ category, articles }) => ({
    id: category.id,
    name: category.name,
    icon: category.icon,
    sort: category.sort,
    article_count: articles,
  }));
}

function lotteryArticleJson(row: LotteryArticleRow, categoryName: string) {
  return {
    id: row.id,
    category_id: row.categoryId,
    category_name: categoryName,
    title: row.title,
    summary: row.summary,
    author: row.author,
    expect: row.expect,
    badge: row.badge,
    is_hot: row.isHot ? 1 : 0,
    is_recommended: row.isRecommended ? 1 : 0,
    views: row.views,
    published_at: row.publishedAt.toISOString(),
  };
}

export interface LotteryArticleQuery {
  categoryId?: number | undefined;
  keyword?: string | undefined;
  hot?: boolean;
  recommended?: boolean;
  page: number;
  perPage: number;
}

export async function lotteryArticleList(db: Queryable, query: LotteryArticleQuery) {
  const filters: SQL[] = [];
  if (query.categoryId) filters.push(eq(lotteryArticles.categoryId, query.categoryId));
  if (query.hot) filters.push(eq(lotteryArticles.isHot, true));
  if (query.recommended) filters.push(eq(lotteryArticles.isRecommended, true));
  if (query.keyword) {
    const pattern = escapeLike(query.keyword);
    const matched = or(ilike(lotteryArticles.title, pattern), ilike(lotteryArticles.summary, pattern));
    if (matched) filters.push(matched);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(lotteryArticles).where(where);
  const order = query.hot
    ? [desc(lotteryArticles.views), desc(lotteryArticles.id)]
    : [desc(lotteryArticles.publishedAt), desc(lotteryArticles.id)];
  const rows = await db
    .select({ article: lotteryArticles, categoryName: lotteryCategories.name })
    .from(lotteryArticles)
    .innerJoin(lotteryCategories, eq(lotteryCategories.id, lotteryArticles.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: rows.map((row) => lotteryArticleJson(row.article, row.categoryName)),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}

/** Reading an article counts as a view (lottery recommendations have no separate view call). */
export async function readLotteryArticle(db: Queryable, id: number) {
  const [updated] = await db
    .update(lotteryArticles)
    .set({ views: sql`${lotteryArticles.views} + 1` })
    .where(eq(lotteryArticles.id, id))
    .returning();
  if (!updated) return undefined;
  const [category] = await db
    .select({ name: lotteryCategories.name })
    .from(lotteryCategories)
    .where(eq(lotteryCategories.id, updated.categoryId));
  return {
    ...lotteryArticleJson(updated, category?.name ?? ''),
    content: sanitizeArticleHtml(updated.content),
  };
}
