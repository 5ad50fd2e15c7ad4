import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { articleFavorites, articleLikes, expertArticles, expertCategories, experts } from '../../db/schema';
import { sanitizeArticleHtml } from '../articles/sanitize';
import { type ExpertRecord, expertRecords, recentLabel, streakOf } from './stats';

type ArticleRow = typeof expertArticles.$inferSelect;
type ExpertRow = typeof experts.$inferSelect;

export const RESULT_TEXT: Record<number, string> = { 0: '待开奖', 1: '红', 2: '黑' };

export function escapeLike(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function articleJson(row: ArticleRow, expert: ExpertRow, categoryName: string, record: ExpertRecord) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category_id: row.categoryId,
    category_name: categoryName,
    expert: {
      id: expert.id,
      name: expert.name,
      avatar: expert.avatar,
      title: expert.title,
      win_rate: record.winRate,
      streak: streakOf(record.recent),
      recent_label: recentLabel(record.recent),
    },
    match_info: row.matchInfo,
    match_time: row.matchTime?.toISOString() ?? null,
    badge: row.badge,
    is_hot: row.isHot ? 1 : 0,
    is_recommended: row.isRecommended ? 1 : 0,
    result: row.result,
    result_text: RESULT_TEXT[row.result] ?? '',
    views: row.views,
    likes: row.likes,
    favorites: row.favorites,
    published_at: row.publishedAt.toISOString(),
  };
}

export type ExpertArticleJson = ReturnType<typeof articleJson>;

export interface ArticleQuery {
  categoryId?: number | undefined;
  expertId?: number | undefined;
  keyword?: string | undefined;
  hot?: boolean;
  recommended?: boolean;
  /** latest (default) or hot (most viewed first). */
  sort?: 'latest' | 'hot' | undefined;
  page: number;
  perPage: number;
}

function filtersOf(query: ArticleQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.categoryId) filters.push(eq(expertArticles.categoryId, query.categoryId));
  if (query.expertId) filters.push(eq(expertArticles.expertId, query.expertId));
  if (query.hot) filters.push(eq(expertArticles.isHot, true));
  if (query.recommended) filters.push(eq(expertArticles.isRecommended, true));
  if (query.keyword) {
    const pattern = escapeLike(query.keyword);
    const matched = or(
      ilike(expertArticles.title, pattern),
      ilike(expertArticles.summary, pattern),
      ilike(expertArticles.matchInfo, pattern),
    );
    if (matched) filters.push(matched);
  }
  return filters.length ? and(...filters) : undefined;
}

const selection = { article: expertArticles, expert: experts, categoryName: expertCategories.name };

async function withRecords(
  db: Queryable,
  rows: Array<{ article: ArticleRow; expert: ExpertRow; categoryName: string }>,
) {
  const records = await expertRecords(db, [...new Set(rows.map((row) => row.expert.id))]);
  return rows.map((row) =>
    articleJson(row.article, row.expert, row.categoryName, records.get(row.expert.id) as ExpertRecord),
  );
}

export async function expertArticleList(db: Queryable, query: ArticleQuery) {
  const where = filtersOf(query);
  const [total] = await db.select({ n: count() }).from(expertArticles).where(where);
  const order =
    query.sort === 'hot'
      ? [desc(expertArticles.views), desc(expertArticles.id)]
      : [desc(expertArticles.publishedAt), desc(expertArticles.id)];
  const rows = await db
    .select(selection)
    .from(expertArticles)
    .innerJoin(experts, eq(experts.id, expertArticles.expertId))
    .innerJoin(expertCategories, eq(expertCategories.id, expertArticles.categoryId))
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    list: await withRecords(db, rows),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}

/** Hot: flagged hot, most read first. Recommended: flagged by the editors, newest first. */
export async function expertArticleHighlights(db: Queryable, kind: 'hot' | 'recommended', limit: number) {
  const page = await expertArticleList(db, {
    ...(kind === 'hot' ? { hot: true, sort: 'hot' as const } : { recommended: true }),
    page: 1,
    perPage: limit,
  });
  return page.list;
}

export interface Reactions {
  liked: boolean;
  favorited: boolean;
}

/** One article with its (re-sanitised) HTML; the player's like and favourite state when logged in. */
export async function expertArticleDetail(db: Queryable, id: number, userId: number | null) {
  const rows = await db
    .select(selection)
    .from(expertArticles)
    .innerJoin(experts, eq(experts.id, expertArticles.expertId))
    .innerJoin(expertCategories, eq(expertCategories.id, expertArticles.categoryId))
    .where(eq(expertArticles.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const [json] = await withRecords(db, [row]);
  const reactions = userId === null ? { liked: false, favorited: false } : await reactionsOf(db, userId, id);
  return {
    ...(json as ExpertArticleJson),
    content: sanitizeArticleHtml(row.article.content),
    is_liked: reactions.liked ? 1 : 0,
    is_favorited: reactions.favorited ? 1 : 0,
  };
}

export async function reactionsOf(db: Queryable, userId: number, articleId: number): Promise<Reactions> {
  const [liked] = await db
    .select({ n: count() })
    .from(articleLikes)
    .where(and(eq(articleLikes.userId, userId), eq(articleLikes.articleId, articleId)));
  const [favorited] = await db
    .select({ n: count() })
    .from(articleFavorites)
    .where(and(eq(articleFavorites.userId, userId), eq(articleFavorites.articleId, articleId)));
  return { liked: (liked?.n ?? 0) > 0, favorited: (favorited?.n ?? 0) > 0 };
}
