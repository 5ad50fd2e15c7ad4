import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { expertArticles, expertCategories, experts } from '../../db/schema';
import { type ExpertRecord, expertRecords, recentLabel, streakOf } from './stats';

export type ExpertRow = typeof experts.$inferSelect;
type CategoryRow = typeof expertCategories.$inferSelect;

export function categoryJson(row: CategoryRow, articleCount: number) {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    description: row.description,
    sort: row.sort,
    article_count: articleCount,
  };
}

export async function expertCategoryList(db: Queryable) {
  const rows = await db
    .select({ category: expertCategories, articles: count(expertArticles.id) })
    .from(expertCategories)
    .leftJoin(expertArticles, eq(expertArticles.categoryId, expertCategories.id))
    .groupBy(expertCategories.id)
    .orderBy(asc(expertCategories.sort), asc(expertCategories.id));
  return rows.map((row) => categoryJson(row.category, row.articles));
}

export async function findExpertCategory(db: Queryable, id: number) {
  return (await expertCategoryList(db)).find((category) => category.id === id);
}

export function expertJson(row: ExpertRow, categoryName: string, record: ExpertRecord) {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    title: row.title,
    intro: row.intro,
    category_id: row.categoryId,
    category_name: categoryName,
    win_rate: record.winRate,
    hits: record.hits,
    misses: record.misses,
    streak: streakOf(record.recent),
    recent_label: recentLabel(record.recent),
    article_count: record.articles,
    followers: row.followers,
    is_hot: row.isHot ? 1 : 0,
  };
}

export type ExpertJson = ReturnType<typeof expertJson>;

export interface ExpertQuery {
  categoryId?: number | undefined;
  keyword?: string | undefined;
  hot?: boolean | undefined;
  page: number;
  perPage: number;
}

export async function expertList(db: Queryable, query: ExpertQuery) {
  const filters: SQL[] = [];
  if (query.categoryId) filters.push(eq(experts.categoryId, query.categoryId));
  if (query.hot) filters.push(eq(experts.isHot, true));
  if (query.keyword) {
    const pattern = `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matched = or(ilike(experts.name, pattern), ilike(experts.title, pattern));
    if (matched) filters.push(matched);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db.select({ n: count() }).from(experts).where(where);
  const rows = await db
    .select({ expert: experts, categoryName: expertCategories.name })
    .from(experts)
    .innerJoin(expertCategories, eq(expertCategories.id, experts.categoryId))
    .where(where)
    .orderBy(desc(experts.isHot), asc(experts.sort), asc(experts.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const records = await expertRecords(
    db,
    rows.map((row) => row.expert.id),
  );
  return {
    list: rows.map((row) =>
      expertJson(row.expert, row.categoryName, records.get(row.expert.id) as ExpertRecord),
    ),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.perPage,
  };
}

export async function findExpert(db: Queryable, id: number): Promise<ExpertJson | undefined> {
  const rows = await db
    .select({ expert: experts, categoryName: expertCategories.name })
    .from(experts)
    .innerJoin(expertCategories, eq(expertCategories.id, experts.categoryId))
    .where(eq(experts.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const records = await expertRecords(db, [id]);
  return expertJson(row.expert, row.categoryName, records.get(id) as ExpertRecord);
}

/** GET /v1/experts/{id}/stats: the record behind the win rate, with the latest results for the trend dots. */
export async function expertStats(db: Queryable, id: number) {
  const record = (await expertRecords(db, [id])).get(id) as ExpertRecord;
  return {
    expert_id: id,
    article_count: record.articles,
    settled: record.hits + record.misses,
    hits: record.hits,
    misses: record.misses,
    pending: record.pending,
    win_rate: record.winRate,
    streak: streakOf(record.recent),
    recent: record.recent,
    recent_label: recentLabel(record.recent),
    total_views: record.views,
    total_likes: record.likes,
  };
}
