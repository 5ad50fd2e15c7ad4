import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryNotices,
  findBanner,
  findNotice,
  hotNotices,
  listBanners,
  NOTICE_CATEGORIES,
  pageOfNotices,
  searchNotices,
} from '../../domain/content';
import { findImage } from '../../domain/content-admin/images';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { fileResponse, idParams } from '../schemas';
import {
  bannerEnvelope,
  bannerListEnvelope,
  noticeCategoriesEnvelope,
  noticeEnvelope,
  noticeListEnvelope,
  noticePageEnvelope,
} from './content-schemas';

const limitParam = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);

export const bannerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['banners'];

  app.get('/v1/banners', { schema: { tags, response: { 200: bannerListEnvelope } } }, async () =>
    ok(await listBanners(db)),
  );

  app.get(
    '/v1/banners/page-type',
    {
      schema: {
        tags,
        querystring: z.object({
          page_type: z.coerce.number().int().min(1).max(3, '页面类型不正确'),
          agent_id: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: bannerListEnvelope },
      },
    },
    async (request) => {
      const { page_type, agent_id } = request.query;
      return ok(await listBanners(db, { pageType: page_type, agentId: agent_id }));
    },
  );

  app.get(
    '/v1/banners/:id',
    { schema: { tags, params: idParams, response: { 200: bannerEnvelope } } },
    async (request) => ok(await findBanner(db, request.params.id)),
  );

  app.get(
    '/v1/images/:id',
    {
      schema: {
        tags,
        description: '运营上传的图片（轮播图）；内容不变，可长期缓存',
        params: idParams,
        response: { 200: fileResponse('image/*', '图片文件（PNG、JPEG 或 WebP）', { binary: true }) },
      },
    },
    async (request, reply) => {
      const image = await findImage(db, request.params.id);
      // An upload never changes under its id (a new picture gets a new one).
      return reply
        .header('content-type', image.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
};

export const noticeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const tags = ['notices'];

  app.get(
    '/v1/notices',
    {
      schema: {
        tags,
        querystring: z.object({
          category_id: z.coerce.number().int().min(1).max(NOTICE_CATEGORIES.length).optional(),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(50).default(10),
        }),
        response: { 200: noticePageEnvelope },
      },
    },
    async (request) => {
      const { category_id, page, per_page } = request.query;
      return ok(
        await pageOfNotices(db, {
          ...(category_id ? { categoryId: category_id } : {}),
          page,
          perPage: per_page,
        }),
      );
    },
  );

  app.get(
    '/v1/notices/categories',
    { schema: { tags, response: { 200: noticeCategoriesEnvelope } } },
    async () => ok(NOTICE_CATEGORIES),
  );

  app.get(
    '/v1/notices/hot',
    {
      schema: {
        tags,
        querystring: z.object({
          category_id: z.coerce.number().int().min(1).max(NOTICE_CATEGORIES.length).optional(),
          limit: limitParam(5),
        }),
        response: { 200: noticeListEnvelope },
      },
    },
    async (request) => {
      const { category_id, limit } = request.query;
      return ok(await hotNotices(db, limit, category_id));
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
        response: { 200: noticeListEnvelope },
      },
    },
    async (request) => {
      const { id } = request.params;
      return ok(await categoryNotices(db, id, request.query.limit ?? (id === 1 ? 5 : 3)));
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
        response: { 200: noticeListEnvelope },
      },
    },
    async (request) => {
      const { keyword, limit } = request.query;
      return ok(await searchNotices(db, keyword, limit));
    },
  );

  app.get(
    '/v1/notices/:id',
    { schema: { tags, params: idParams, response: { 200: noticeEnvelope } } },
    async (request) => ok(await findNotice(db, request.params.id)),
  );
};
