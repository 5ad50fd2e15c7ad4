import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertArticles, expertCategories, experts } from '../../db/schema';
import { articleText, sanitizeArticleHtml } from '../articles/sanitize';
import { DomainError, rejectWith } from '../errors';

type ArticleRow = typeof expertArticles.$inferSelect;

export interface ArticleInput {
  expertId: number;
  categoryId: number;
  title: string;
  summary: string;
  content: string;
  matchInfo: string;
  badge: string;
  isHot: boolean;
  isRecommended: boolean;
}

const SUMMARY_LENGTH = 80;

const opsArticleJson = (row: ArticleRow, expertName: string, categoryName: string) => ({
  id: row.id,
  expert_id: row.expertId,
  expert_name: expertName,
  category_id: row.categoryId,
  category_name: categoryName,
  title: row.title,
  summary: row.summary,
  content: row.content,
  match_info: row.matchInfo,
  badge: row.badge,
  is_hot: row.isHot,
  is_recommended: row.isRecommended,
  views: row.views,
  published_at: row.publishedAt.toISOString(),
});
export type OpsArticle = ReturnType<typeof opsArticleJson>;

/**
 * The HTML players will get: the server's sanitiser, the same one applied when articles are served. An
 * article whose content is nothing once cleaned (only a script, say) is refused rather than published empty.
 */
export function cleanArticleHtml(html: string): string {
  const clean = sanitizeArticleHtml(html).trim();
  if (!articleText(clean) && !/<img\s/i.test(clean))
    throw new DomainError(400, '文章内容清理后为空，请输入正文');
  return clean;
}

/** Experts (with their own category) and categories an article can be published under. */
export async function articleOptions(db: Db) {
  const [expertRows, categoryRows] = await Promise.all([
    db
      .select({ id: experts.id, name: experts.name, category_id: experts.categoryId })
      .from(experts)
      .orderBy(asc(experts.sort), asc(experts.id)),
    db
      .select({ id: expertCategories.id, name: expertCategories.name })
      .from(expertCategories)
      .orderBy(asc(expertCategories.sort), asc(expertCategories.id)),
  ]);
  return { experts: expertRows, categories: categoryRows };
}

const withNames = { article: expertArticles, expertName: experts.name, categoryName: expertCategories.name };

function articlesWithNames(db: Db) {
  return db
    .select(withNames)
    .from(expertArticles)
    .innerJoin(experts, eq(experts.id, expertArticles.expertId))
    .innerJoin(expertCategories, eq(expertCategories.id, expertArticles.categoryId));
}

/** The newest articles first, with their HTML for editing. */
export async function pageOfOpsArticles(db: Db, page: number, perPage: number) {
  const rows = await articlesWithNames(db)
    .orderBy(desc(expertArticles.publishedAt), desc(expertArticles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(expertArticles);
  return {
    list: rows.map((row) => opsArticleJson(row.article, row.expertName, row.categoryName)),
    total: total?.n ?? 0,
    page,
    per_page: perPage,
  };
}

async function opsArticle(db: Db, id: number): Promise<OpsArticle> {
  const [row] = await articlesWithNames(db).where(eq(expertArticles.id, id)).limit(1);
  if (!row) throw new DomainError(404, '文章不存在');
  return opsArticleJson(row.article, row.expertName, row.categoryName);
}

async function checkAuthorAndCategory(db: Db, expertId?: number, categoryId?: number) {
  if (expertId !== undefined) {
    const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.id, expertId));
    if (!expert) throw rejectWith('专家不存在');
  }
  if (categoryId !== undefined) {
    const [category] = await db
      .select({ id: expertCategories.id })
      .from(expertCategories)
      .where(eq(expertCategories.id, categoryId));
    if (!category) throw rejectWith('文章分类不存在');
  }
}

/** Publishes an article under an expert's name: sanitised once here (and again whenever it is served). */
export async function publishArticle(db: Db, input: ArticleInput): Promise<OpsArticle> {
  await checkAuthorAndCategory(db, input.expertId, input.categoryId);
  const content = cleanArticleHtml(input.content);
  const summary = input.summary || articleText(content).slice(0, SUMMARY_LENGTH);
  const [row] = await db
    .insert(expertArticles)
    .values({ ...input, content, summary })
    .returning({ id: expertArticles.id });
  return opsArticle(db, (row as { id: number }).id);
}

/** Changes the given fields; players read the new version at once. */
export async function editArticle(db: Db, id: number, change: Partial<ArticleInput>) {
  const before = await opsArticle(db, id);
  await checkAuthorAndCategory(db, change.expertId, change.categoryId);
  const content = change.content === undefined ? {} : { content: cleanArticleHtml(change.content) };
  await db
    .update(expertArticles)
    .set({ ...change, ...content })
    .where(eq(expertArticles.id, id));
  return { before, after: await opsArticle(db, id) };
}
