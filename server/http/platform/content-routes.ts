import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { banners, notices } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams } from '../schemas';

/** SPEC notice categories. */
export const NOTICE_CATEGORIES = [
  { id: 1, name: '首页公告', key: 'home' },
  { id: 2, name: '投注公告', key: 'betting' },
  { id: 3, name: '充值公告', key: 'recharge' },
  { id: 4, name: '提现公告', key: 'withdraw' },
];

type BannerRow = typeof banners.$inferSelect;
type NoticeRow = typeof notices.$inferSelect;

const bannerJson = (row: BannerRow) => ({
  id: row.id,
  title: row.title,
  image: row.image,
  link: row.link,
  page_type: row.pageType,
  agent_id: row.agentId,
  sort: row.sort,
});

const noticeJson = (row: NoticeRow) => ({
  id: row.id,
  category_id: row.categoryId,
  category_name: NOTICE_CATEGORIES.find((category) => category.id === row.categoryId)?.name ?? '',
  title: row.title,
  content: row.content,
  is_hot: row.isHot ? 1 : 0,
  created_at: row.createdAt.toISOString(),
});

const limitParam = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);
const notFound = (what: string) => new DomainError(404, `${what}不存在`);

export const bannerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['banners'];
  const ordered = [asc(banners.sort), asc(banners.id)];

  app.get('/v1/banners', { schema: { tags } }, async () => {
    const rows = await db
      .select()
      .from(banners)
      .where(eq(banners.enabled, true))
      .orderBy(...ordered);
    return ok(rows.map(bannerJson));
  });

  app.get(
    '/v1/banners/page-type',
    {
      schema: {
        tags,
        querystring: z.object({
          page_type: z.coerce.number().int().min(1).max(3, '页面类型不正确'),
          agent_id: z.coerce.number().int().min(0).default(0),
        }),
      },
    },
    async (request) => {
      const { page_type, agent_id } = request.query;
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.enabled, true), eq(banners.pageType, page_type), eq(banners.agentId, agent_id)))
        .orderBy(...ordered);
      return ok(rows.map(bannerJson));
    },
  );

  app.get('/v1/banners/:id', { schema: { tags, params: idParams } }, async (request) => {
    const rows = await db.select().from(banners).where(eq(banners.id, request.params.id)).limit(1);
    if (!rows[0]) throw notFound('轮播图');
    return ok(bannerJson(rows[0]));
  });
};

export const noticeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['notices'];
  const newestFirst = [desc(notices.sort), desc(notices.id)];

  app.get(
    '/v1/notices',
    {
      schema: {
        tags,
        querystring: z.object({
          category_id: z.coerce.number().int().min(1).max(4).optional(),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(50).default(10),
        }),
      },
    },
    async (request) => {
      const { category_id, page, per_page } = request.query;
      const filter = category_id ? eq(notices.categoryId, category_id) : undefined;
      const rows = await db
        .select()
        .from(notices)
        .where(filter)
        .orderBy(...newestFirst)
        .limit(per_page)
        .offset((page - 1) * per_page);
      const [total] = await db.select({ n: count() }).from(notices).where(filter);
      return ok({ list: rows.map(noticeJson), total: total?.n ?? 0, page, per_page });
    },
  );

  app.get('/v1/notices/categories', { schema: { tags } }, async () => ok(NOTICE_CATEGORIES));

  app.get(
    '/v1/notices/hot',
    {
      schema: {
        tags,
        querystring: z.object({
          category_id: z.coerce.number().int().min(1).max(4).optional(),
          limit: limitParam(5),
        }),
      },
    },
    async (request) => {
      const { category_id, limit } = request.query;
      const filter = and(
        eq(notices.isHot, true),
        category_id ? eq(notices.categoryId, category_id) : undefined,
      );
      const rows = await db
        .select()
        .from(notices)
        .where(filter)
        .orderBy(...newestFirst)
        .limit(limit);
      return ok(rows.map(noticeJson));
    },
  );

  app.get(
    '/v1/notices/category/:id',
    {
      schema: {
        tags,
        description: '分类公告；limit 默认首页(1) 5 条，其它分类 3 条',
        params: idParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).optional() }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const limit = request.query.limit ?? (id === 1 ? 5 : 3);
      const rows = await db
        .select()
        .from(notices)
        .where(eq(notices.categoryId, id))
        .orderBy(...newestFirst)
        .limit(limit);
      return ok(rows.map(noticeJson));
    },
  );

  app.get(
    '/v1/notices/search',
    {
      schema: {
        tags,
        querystring: z.object({
          keyword: z.string().trim().max(50, '关键词过长').default(''),
          limit: limitParam(20),
        }),
      },
    },
    async (request) => {
      const { keyword, limit } = request.query;
      const pattern = `%${keyword.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
      const rows = await db
        .select()
        .from(notices)
        .where(keyword ? or(ilike(notices.title, pattern), ilike(notices.content, pattern)) : undefined)
        .orderBy(...newestFirst)
        .limit(limit);
      return ok(rows.map(noticeJson));
    },
  );

  app.get('/v1/notices/:id', { schema: { tags, params: idParams } }, async (request) => {
    const rows = await db.select().from(notices).where(eq(notices.id, request.params.id)).limit(1);
    if (!rows[0]) throw notFound('公告');
    return ok(noticeJson(rows[0]));
  });
};
