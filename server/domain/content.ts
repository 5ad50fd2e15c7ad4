import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, notices } from '../db/schema';
import { DomainError } from './errors';

/** SPEC notice categories. */
export const NOTICE_CATEGORIES = [
  { id: 1, name: '首页公告', key: 'home' },
  { id: 2, name: '体育公告', key: 'betting' },
  { id: 3, name: '充值公告', key: 'recharge' },
  { id: 4, name: '提现公告', key: 'withdraw' },
  { id: 5, name: '彩票公告', key: 'lottery' },
];

type BannerRow = typeof banners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;

const bannerJson = (row: BannerRow) => ({
  id: row.id,
  title: row.title,
  image: row.image,
  link: row.link,
  page_type: row.pageType,
  agent_id: row.agentId,
  sort: row.sort,
});

export const noticeJson = (row: NoticeRow) => ({
  id: row.id,
  category_id: row.categoryId,
  category_name: NOTICE_CATEGORIES.find((category) => category.id === row.categoryId)?.name ?? '',
  title: row.title,
  content: row.content,
  is_hot: row.isHot ? 1 : 0,
  created_at: row.createdAt.toISOString(),
});

export const bannerOrder = [asc(banners.sort), asc(banners.id)];
export const newestNotices = [desc(notices.sort), desc(notices.id)];
/** What players see: published notices (an operator's withdrawal hides one at once). */
const published = isNull(notices.withdrawnAt);

/** Enabled banners; of one page type and agent when asked. */
export async function listBanners(db: Db, page?: { pageType: number; agentId: number }) {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.enabled, true),
        page ? eq(banners.pageType, page.pageType) : undefined,
        page ? eq(banners.agentId, page.agentId) : undefined,
      ),
    )
    .orderBy(...bannerOrder);
  return rows.map(bannerJson);
}

export async function findBanner(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.enabled, true)))
    .limit(1);
  if (!row) throw new DomainError(404, '轮播图不存在');
  return bannerJson(row);
}

/** A page of notices, newest first, optionally of one category. */
export async function pageOfNotices(db: Db, query: { categoryId?: number; page: number; perPage: number }) {
  const filter = and(published, query.categoryId ? eq(notices.categoryId, query.categoryId) : undefined);
  const rows = await db
    .select()
    .from(notices)
    .where(filter)
    .orderBy(...newestNotices)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(notices).where(filter);
  return { list: rows.map(noticeJson), total: total?.n ?? 0, page: query.page, per_page: query.perPage };
}

/** The newest `limit` notices matching `filter`. */
async function newestNoticesWhere(db: Db, filter: SQL | undefined, limit: number) {
  const rows = await db
    .select()
    .from(notices)
    .where(and(published, filter))
    .orderBy(...newestNotices)
    .limit(limit);
  return rows.map(noticeJson);
}

export const hotNotices = (db: Db, limit: number, categoryId?: number) =>
  newestNoticesWhere(
    db,
    and(eq(notices.isHot, true), categoryId ? eq(notices.categoryId, categoryId) : undefined),
    limit,
  );

export const categoryNotices = (db: Db, categoryId: number, limit: number) =>
  newestNoticesWhere(db, eq(notices.categoryId, categoryId), limit);

/** Notices whose title or content contains `keyword` (taken literally: % and _ are not wildcards). */
export function searchNotices(db: Db, keyword: string, limit: number) {
  const pattern = `%${keyword.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
  return newestNoticesWhere(
    db,
    keyword ? or(ilike(notices.title, pattern), ilike(notices.content, pattern)) : undefined,
    limit,
  );
}

export async function findNotice(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), published))
    .limit(1);
  if (!row) throw new DomainError(404, '公告不存在');
  return noticeJson(row);
}
