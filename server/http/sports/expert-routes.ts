import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  type ReactionState,
  reactionState,
  setReaction,
} from '../../domain/experts/reactions';
import type { RouteDeps } from '../deps';
import { type Envelope, ok } from '../envelope';
import { idParams, noBody, pageQuery } from '../schemas';
import {
  articleViewsEnvelope,
  expertArticleDetailEnvelope,
  expertArticleListEnvelope,
  expertArticlePageEnvelope,
  expertArticleQuery,
  expertCategoryEnvelope,
  expertCategoryListEnvelope,
  expertEnvelope,
  expertPageEnvelope,
  expertQuery,
  expertStatsEnvelope,
  favoriteStateEnvelope,
  likeStateEnvelope,
  limitQuery,
} from './expert-schemas';

const tags = ['experts'];
const security = [{ bearerAuth: [] }];
const articleMissing = () => new DomainError(404, '文章不存在');
const pageOf = (query: { page: number; per_page: number }) => ({ page: query.page, perPage: query.per_page });

/**
 * SPEC 7 Experts for logged-in players: categories, experts with their record, articles, views, and likes
 * and favourites (idempotent per player). Anonymous visitors read through /v1/promo/*.
 */
export const expertRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/expert-categories',
    { schema: { tags, security, response: { 200: expertCategoryListEnvelope } } },
    async () => {
      return ok(await expertCategoryList(db));
    },
  );

  app.get(
    '/v1/expert-categories/:id',
    { schema: { tags, security, params: idParams, response: { 200: expertCategoryEnvelope } } },
    async (request) => {
      const category = await findExpertCategory(db, request.params.id);
      if (!category) throw new DomainError(404, '分类不存在');
      return ok(category);
    },
  );

  app.get(
    '/v1/expert-categories/:id/articles',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: pageQuery,
        response: { 200: expertArticlePageEnvelope },
      },
    },
    async (request) => {
      if (!(await findExpertCategory(db, request.params.id))) throw new DomainError(404, '分类不存在');
      return ok(await expertArticleList(db, { categoryId: request.params.id, ...pageOf(request.query) }));
    },
  );

  app.get(
    '/v1/experts',
    { schema: { tags, security, querystring: expertQuery, response: { 200: expertPageEnvelope } } },
    async (request) => {
      const { category_id, keyword, is_hot } = request.query;
      return ok(
        await expertList(db, {
          categoryId: category_id,
          keyword,
          hot: is_hot === 1,
          ...pageOf(request.query),
        }),
      );
    },
  );

  app.get(
    '/v1/experts/:id',
    { schema: { tags, security, params: idParams, response: { 200: expertEnvelope } } },
    async (request) => {
      const expert = await findExpert(db, request.params.id);
      if (!expert) throw new DomainError(404, '专家不存在');
      return ok(expert);
    },
  );

  app.get(
    '/v1/experts/:id/stats',
    { schema: { tags, security, params: idParams, response: { 200: expertStatsEnvelope } } },
    async (request) => {
      if (!(await findExpert(db, request.params.id))) throw new DomainError(404, '专家不存在');
      return ok(await expertStats(db, request.params.id));
    },
  );

  app.get(
    '/v1/expert-articles',
    {
      schema: {
        tags,
        security,
        querystring: expertArticleQuery,
        response: { 200: expertArticlePageEnvelope },
      },
    },
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

  for (const kind of ['hot', 'recommended'] as const) {
    app.get(
      `/v1/expert-articles/${kind}`,
      { schema: { tags, security, querystring: limitQuery, response: { 200: expertArticleListEnvelope } } },
      async (request) => {
        return ok(await expertArticleHighlights(db, kind, request.query.limit));
      },
    );
  }

  app.get(
    '/v1/expert-articles/:id',
    { schema: { tags, security, params: idParams, response: { 200: expertArticleDetailEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const article = await expertArticleDetail(db, request.params.id, user.id);
      if (!article) throw articleMissing();
      return ok(article);
    },
  );

  app.post(
    '/v1/expert-articles/:id/increment-views',
    { schema: { tags, security, params: idParams, body: noBody, response: { 200: articleViewsEnvelope } } },
    async (request) => {
      const views = await incrementExpertArticleViews(db, request.params.id);
      if (views === undefined) throw articleMissing();
      return ok({ views });
    },
  );

  // Like and favourite answer the same way under their own keys: { liked, likes } / { favorited, favorites }.
  const reactionRoutes = <State>(
    kind: Reaction,
    envelope: z.ZodType<Envelope<State>>,
    json: (state: ReactionState) => State,
  ) => {
    const response = { 200: envelope };
    const answer = (state: ReactionState | undefined) => {
      if (!state) throw articleMissing();
      return ok(json(state));
    };
    app.post(
      `/v1/expert-articles/:id/${kind}`,
      { schema: { tags, security, params: idParams, body: noBody, response } },
      async (request) => {
        const { user } = request.session;
        return answer(await setReaction(db, kind, user.id, request.params.id, true));
      },
    );
    app.delete(
      `/v1/expert-articles/:id/${kind}`,
      { schema: { tags, security, params: idParams, response } },
      async (request) => {
        const { user } = request.session;
        return answer(await setReaction(db, kind, user.id, request.params.id, false));
      },
    );
    app.get(
      `/v1/expert-articles/:id/${kind}-status`,
      { schema: { tags, security, params: idParams, response } },
      async (request) => {
        const { user } = request.session;
        return answer(await reactionState(db, kind, user.id, request.params.id));
      },
    );
  };
  reactionRoutes('like', likeStateEnvelope, (state) => ({ liked: state.active, likes: state.count }));
  reactionRoutes('favorite', favoriteStateEnvelope, (state) => ({
    favorited: state.active,
    favorites: state.count,
  }));
};
