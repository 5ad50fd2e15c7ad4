import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { followPlan } from '../../domain/plans/follow';
import { publishableOrders, publishPlan } from '../../domain/plans/publish';
import { followById, listPlans, myFollows, myPublished, planDetail } from '../../domain/plans/views';
import { ordersJson } from '../../domain/sports/order-views';
import { viewerId } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, idParams, pageQuery } from '../schemas';
import {
  followBody,
  followEnvelope,
  followPageEnvelope,
  planDetailEnvelope,
  planListQuery,
  planPageEnvelope,
  publishableEnvelope,
  publishBody,
  publishedPageEnvelope,
} from './plan-schemas';

const tags = ['plans'];
const security = [{ bearerAuth: [] }];

/** 跟单: players publish their own tickets as plans, others follow them; commission comes from winnings only. */
export const planRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/plans',
    {
      schema: {
        tags,
        description:
          '跟单大厅：可跟单的方案在前，sort=recommend（回报率）/popular（跟单金额）/streak（连红）；sport_type 1 足球 2 篮球；user_id 只看一位发单人',
        querystring: planListQuery,
        response: { 200: planPageEnvelope },
      },
    },
    async (request) => {
      const { page, per_page, sort, sport_type, user_id } = request.query;
      const viewer = (await viewerId(db, request)) ?? null;
      return ok(
        await listPlans(
          db,
          { page, perPage: per_page, sort, sportType: sport_type, publisherId: user_id },
          viewer,
        ),
      );
    },
  );

  app.get(
    '/v1/plans/follows',
    {
      schema: {
        tags,
        security,
        description: '我跟的方案',
        querystring: pageQuery,
        response: { 200: followPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await myFollows(db, user.id, { page: request.query.page, perPage: request.query.per_page }));
    },
  );

  app.get(
    '/v1/plans/published',
    {
      schema: {
        tags,
        security,
        description: '我发的方案及所得佣金',
        querystring: pageQuery,
        response: { 200: publishedPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(
        await myPublished(db, user.id, { page: request.query.page, perPage: request.query.per_page }),
      );
    },
  );

  app.get(
    '/v1/plans/publishable',
    {
      schema: {
        tags,
        security,
        description: '可发布为方案的本人注单（赛前、未开赛、非奖金优化）',
        response: { 200: publishableEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await ordersJson(db, await publishableOrders(db, user.id)));
    },
  );

  app.get(
    '/v1/plans/:id',
    {
      schema: {
        tags,
        description: '方案详情：方案、分析、发单人的注单和查看者的跟单',
        params: idParams,
        response: { 200: planDetailEnvelope },
      },
    },
    async (request) => {
      const viewer = (await viewerId(db, request)) ?? null;
      return ok(await planDetail(db, request.params.id, viewer));
    },
  );

  app.post(
    '/v1/plans',
    {
      schema: {
        tags,
        security,
        description:
          '发布方案：本人待开奖的赛前注单，佣金为跟单盈利的百分比（不超过 plan_commission_max_percent）',
        body: publishBody,
        response: { 200: planDetailEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { order_id, commission_rate, analysis } = request.body;
      const id = await publishPlan(db, {
        userId: user.id,
        orderId: order_id,
        commissionRate: commission_rate,
        analysis,
      });
      return ok(await planDetail(db, id, user.id));
    },
  );

  app.post(
    '/v1/plans/:id/follow',
    {
      schema: {
        tags,
        security,
        description: '跟单：以当前赔率按倍数下同一注单，截止后拒绝；支持 Idempotency-Key',
        params: idParams,
        headers: idempotencyHeaders,
        body: followBody,
        response: { 200: followEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const key = request.headers['idempotency-key'];
      const id = await followPlan(db, {
        userId: user.id,
        sessionId: tokenId,
        planId: request.params.id,
        multiple: request.body.multiple,
        ...(key ? { idempotencyKey: key } : {}),
      });
      return ok(await followById(db, id));
    },
  );
};
