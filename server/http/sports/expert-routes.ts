import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors';
import {
  expertArticleDetail,
  expertArticleHighlights,
  expertArticleList,
} from '../../domain/experts/articles';
import {
  expertCategoryList,
  expertList,
  expertStats,
  findExpert,
  findExpertCategory,
} from '../../domain/experts/experts';
import {
  incrementExpertArticleViews,
  type Reaction,
  reactionState,
  setReaction,
} from '../../domain/experts/reactions';
import { requireSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams, noBody, pageQuery } from '../schemas';
import { expertArticleQuery, expertQuery, limitQuery } from './expert-schemas';

const tags = ['experts'];
const security = [{ bearerAuth: [] }];
const articleMissing = () => new DomainError(404, '文章不存在');
const pageOf = (query: { page: number; per_page: number }) => ({ page: query.page, perPage: query.per_page });

/**
 * SPEC 7 Experts for logged-in players: categories, experts with their record, articles, views, and likes
 * and favourites (idempotent per player). Anonymous visitors read through /v1/promo/*.
 */
export const expertRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/v1/expert-categories', { schema: { tags, security } }, async (request) => {
    await requireSession(db, request);
    return ok(await expertCategoryList(db));
  });

  app.get('/v1/expert-categories/:id', { schema: { tags, security, params: idParams } }, async (request) => {
    await requireSession(db, request);
    const category = await findExpertCategory(db, request.params.id);
    if (!category) throw new DomainError(404, '分类不存在');
    return ok(category);
  });

  app.get(
    '/v1/expert-categories/:id/articles',
    { schema: { tags, security, params: idParams, querystring: pageQuery } },
    async (request) => {
      await requireSession(db, request);
      if (!(await findExpertCategory(db, request.params.id))) throw new DomainError(404, '分类不存在');
      return ok(await expertArticleList(db, { categoryId: request.params.id, ...pageOf(request.query) }));
    },
  );

  app.get('/v1/experts', { schema: { tags, security, querystring: expertQuery } }, async (request) => {
    await requireSession(db, request);
    const { category_id, keyword, is_hot } = request.query;
    return ok(
      await expertList(db, { categoryId: category_id, keyword, hot: is_hot === 1, ...pageOf(request.query) }),
    );
  });

  app.get('/v1/experts/:id', { schema: { tags, security, params: idParams } }, async (request) => {
    await requireSession(db, request);
    const expert = await findExpert(db, request.params.id);
    if (!expert) throw new DomainError(404, '专家不存在');
    return ok(expert);
  });

  app.get('/v1/experts/:id/stats', { schema: { tags, security, params: idParams } }, async (request) => {
    await requireSession(db, request);
    if (!(await findExpert(db, request.params.id))) throw new DomainError(404, '专家不存在');
    return ok(await expertStats(db, request.params.id));
  });

  app.get(
    '/v1/expert-articles',
    { schema: { tags, security, querystring: expertArticleQuery } },
    async (request) => {
      await requireSession(db, request);
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

  for (const kind of ['hot', 'recommended'] as const) {
    app.get(
      `/v1/expert-articles/${kind}`,
      { schema: { tags, security, querystring: limitQuery } },
      async (request) => {
        await requireSession(db, request);
        return ok(await expertArticleHighlights(db, kind, request.query.limit));
      },
    );
  }

  app.get('/v1/expert-articles/:id', { schema: { tags, security, params: idParams } }, async (request) => {
    const { user } = await requireSession(db, request);
    const article = await expertArticleDetail(db, request.params.id, user.id);
    if (!article) throw articleMissing();
    return ok(article);
  });

  app.post(
    '/v1/expert-articles/:id/increment-views',
    { schema: { tags, security, params: idParams, body: noBody } },
    async (request) => {
      await requireSession(db, request);
      const views = await incrementExpertArticleViews(db, request.params.id);
      if (views === undefined) throw articleMissing();
      return ok({ views });
    },
  );

  const reactionRoutes: Array<{ kind: Reaction; path: string; key: 'liked' | 'favorited'; total: string }> = [
    { kind: 'like', path: 'like', key: 'liked', total: 'likes' },
    { kind: 'favorite', path: 'favorite', key: 'favorited', total: 'favorites' },
  ];
  for (const { kind, path, key, total } of reactionRoutes) {
    const answer = (state: { active: boolean; count: number } | undefined) => {
      if (!state) throw articleMissing();
      return ok({ [key]: state.active, [total]: state.count });
    };
    app.post(
      `/v1/expert-articles/:id/${path}`,
      { schema: { tags, security, params: idParams, body: noBody } },
      async (request) => {
        const { user } = await requireSession(db, request);
        return answer(await setReaction(db, kind, user.id, request.params.id, true));
      },
    );
    app.delete(
      `/v1/expert-articles/:id/${path}`,
      { schema: { tags, security, params: idParams } },
      async (request) => {
        const { user } = await requireSession(db, request);
        return answer(await setReaction(db, kind, user.id, request.params.id, false));
      },
    );
    app.get(
      `/v1/expert-articles/:id/${path}-status`,
      { schema: { tags, security, params: idParams } },
      async (request) => {
        const { user } = await requireSession(db, request);
        return answer(await reactionState(db, kind, user.id, request.params.id));
      },
    );
  }
};
