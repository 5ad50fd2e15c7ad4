import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryArticleList, lotteryCategoryList, readLotteryArticle } from '../../domain/articles/lottery';
import { DomainError } from '../../domain/errors';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams, pageQuery } from '../schemas';
import { limitQuery, lotteryArticleQuery, searchQuery } from '../sports/expert-schemas';
import {
  lotteryArticleDetailEnvelope,
  lotteryArticleListEnvelope,
  lotteryArticlePageEnvelope,
  lotteryCategoryEnvelope,
  lotteryCategoryListEnvelope,
} from './article-schemas';

const tags = ['lottery-articles'];
const security = [{ bearerAuth: [] }];
const pageOf = (query: { page: number; per_page: number }) => ({ page: query.page, perPage: query.per_page });

/** SPEC 7 Experts, lottery half: 双色球/大乐透/... recommendation articles for logged-in players. */
export const articleRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/lottery-categories',
    { schema: { tags, security, response: { 200: lotteryCategoryListEnvelope } } },
    async () => {
      return ok(await lotteryCategoryList(db));
    },
  );

  const findCategory = async (id: number) => {
    const category = (await lotteryCategoryList(db)).find((candidate) => candidate.id === id);
    if (!category) throw new DomainError(404, '分类不存在');
    return category;
  };

  app.get(
    '/v1/lottery-categories/:id',
    { schema: { tags, security, params: idParams, response: { 200: lotteryCategoryEnvelope } } },
    async (request) => {
      return ok(await findCategory(request.params.id));
    },
  );

  app.get(
    '/v1/lottery-categories/:id/articles',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: pageQuery,
        response: { 200: lotteryArticlePageEnvelope },
      },
    },
    async (request) => {
      await findCategory(request.params.id);
      return ok(await lotteryArticleList(db, { categoryId: request.params.id, ...pageOf(request.query) }));
    },
  );

  app.get(
    '/v1/lottery-articles',
    {
      schema: {
        tags,
        security,
        querystring: lotteryArticleQuery,
        response: { 200: lotteryArticlePageEnvelope },
      },
    },
    async (request) => {
      const { category_id, keyword } = request.query;
      return ok(await lotteryArticleList(db, { categoryId: category_id, keyword, ...pageOf(request.query) }));
    },
  );

  for (const kind of ['hot', 'recommended'] as const) {
    app.get(
      `/v1/lottery-articles/${kind}`,
      { schema: { tags, security, querystring: limitQuery, response: { 200: lotteryArticleListEnvelope } } },
      async (request) => {
        const page = await lotteryArticleList(db, { [kind]: true, page: 1, perPage: request.query.limit });
        return ok(page.list);
      },
    );
  }

  app.get(
    '/v1/lottery-articles/search',
    {
      schema: {
        tags,
        security,
        querystring: searchQuery,
        response: { 200: lotteryArticlePageEnvelope },
      },
    },
    async (request) => {
      const { keyword, category_id } = request.query;
      return ok(await lotteryArticleList(db, { keyword, categoryId: category_id, ...pageOf(request.query) }));
    },
  );

  app.get(
    '/v1/lottery-articles/:id',
    { schema: { tags, security, params: idParams, response: { 200: lotteryArticleDetailEnvelope } } },
    async (request) => {
      const article = await readLotteryArticle(db, request.params.id);
      if (!article) throw new DomainError(404, '文章不存在');
      return ok(article);
    },
  );
};
