import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryArticleList, lotteryCategoryList, readLotteryArticle } from '../../domain/articles/lottery';
import { DomainError } from '../../domain/errors';
import { expertArticleDetail, expertArticleList } from '../../domain/experts/articles';
import { expertCategoryList, expertList } from '../../domain/experts/experts';
import { incrementExpertArticleViews } from '../../domain/experts/reactions';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import {
  lotteryArticleDetailEnvelope,
  lotteryArticleListEnvelope,
  lotteryArticlePageEnvelope,
  lotteryCategoryListEnvelope,
} from '../platform/article-schemas';
import { idParams, noBody } from '../schemas';
import {
  articleViewsEnvelope,
  expertArticleDetailEnvelope,
  expertArticlePageEnvelope,
  expertArticleQuery,
  expertCategoryListEnvelope,
  expertListEnvelope,
  limitQuery,
  lotteryArticleQuery,
} from '../sports/expert-schemas';

const tags = ['promo'];
const articleMissing = () => new DomainError(404, '文章不存在');
const pageOf = (query: { page: number; per_page: number }) => ({ page: query.page, perPage: query.per_page });

/**
 * SPEC 6/7 Promo: the expert landing page for visitors who have not logged in. Read-only, no token needed;
 * likes and favourites stay behind login.
 */
export const promoRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/promo/expert-categories',
    { schema: { tags, response: { 200: expertCategoryListEnvelope } } },
    async () => ok(await expertCategoryList(db)),
  );

  app.get(
    '/v1/promo/expert-articles',
    { schema: { tags, querystring: expertArticleQuery, response: { 200: expertArticlePageEnvelope } } },
    async (request) => {
      const { category_id, expert_id, keyword, sort } = request.query;
      return ok(
        await expertArticleList(db, {
          categoryId: category_id,
          expertId: expert_id,
          keyword,
          sort,
          ...pageOf(request.query),
        }),
      );
    },
  );

  // Not in the original list: the landing page's 热门专家 strip needs the experts without a token.
  app.get(
    '/v1/promo/experts',
    { schema: { tags, querystring: limitQuery, response: { 200: expertListEnvelope } } },
    async (request) => {
      const page = await expertList(db, { hot: true, page: 1, perPage: request.query.limit });
      return ok(page.list);
    },
  );

  app.get(
    '/v1/promo/expert-articles/:id',
    { schema: { tags, params: idParams, response: { 200: expertArticleDetailEnvelope } } },
    async (request) => {
      const article = await expertArticleDetail(db, request.params.id, null);
      if (!article) throw articleMissing();
      return ok(article);
    },
  );

  app.post(
    '/v1/promo/expert-articles/:id/increment-views',
    { schema: { tags, params: idParams, body: noBody, response: { 200: articleViewsEnvelope } } },
    async (request) => {
      const views = await incrementExpertArticleViews(db, request.params.id);
      if (views === undefined) throw articleMissing();
      return ok({ views });
    },
  );

  app.get(
    '/v1/promo/lottery-categories',
    { schema: { tags, response: { 200: lotteryCategoryListEnvelope } } },
    async () => ok(await lotteryCategoryList(db)),
  );

  app.get(
    '/v1/promo/lottery-articles',
    { schema: { tags, querystring: lotteryArticleQuery, response: { 200: lotteryArticlePageEnvelope } } },
    async (request) => {
      const { category_id, keyword } = request.query;
      return ok(await lotteryArticleList(db, { categoryId: category_id, keyword, ...pageOf(request.query) }));
    },
  );

  for (const kind of ['hot', 'recommended'] as const) {
    app.get(
      `/v1/promo/lottery-articles/${kind}`,
      { schema: { tags, querystring: limitQuery, response: { 200: lotteryArticleListEnvelope } } },
      async (request) => {
        const page = await lotteryArticleList(db, { [kind]: true, page: 1, perPage: request.query.limit });
        return ok(page.list);
      },
    );
  }

  app.get(
    '/v1/promo/lottery-articles/:id',
    { schema: { tags, params: idParams, response: { 200: lotteryArticleDetailEnvelope } } },
    async (request) => {
      const article = await readLotteryArticle(db, request.params.id);
      if (!article) throw articleMissing();
      return ok(article);
    },
  );
};
