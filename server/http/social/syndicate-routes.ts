import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyShares, cancelSyndicate } from '../../domain/syndicates/buy';
import { createSyndicate } from '../../domain/syndicates/create';
import { listSyndicates, mySyndicates, syndicateDetail } from '../../domain/syndicates/views';
import { viewerId } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, idParams, noBody } from '../schemas';
import {
  buyBody,
  createSyndicateBody,
  mySyndicatesQuery,
  syndicateDetailEnvelope,
  syndicateDetailQuery,
  syndicateListQuery,
  syndicatePageEnvelope,
} from './syndicate-schemas';

const tags = ['syndicates'];
const security = [{ bearerAuth: [] }];

/** 合买: a sports ticket sold in 1-yuan shares; placed when full (or filled by the guarantee at the deadline). */
export const syndicateRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/syndicates',
    {
      schema: {
        tags,
        description:
          '合买大厅：公开且认购中的合买，sort=progress（进度）/newest（最新）/total（金额）；sport_type 1 足球 2 篮球',
        querystring: syndicateListQuery,
        response: { 200: syndicatePageEnvelope },
      },
    },
    async (request) => {
      const { page, per_page, sort, sport_type } = request.query;
      const viewer = (await viewerId(db, request)) ?? null;
      return ok(await listSyndicates(db, { page, perPage: per_page, sort, sportType: sport_type }, viewer));
    },
  );

  app.get(
    '/v1/syndicates/mine',
    {
      schema: {
        tags,
        security,
        description: '我的合买：role=initiated 我发起的 / joined 我参与的',
        querystring: mySyndicatesQuery,
        response: { 200: syndicatePageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, role } = request.query;
      return ok(await mySyndicates(db, user.id, role, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/syndicates/:id',
    {
      schema: {
        tags,
        description:
          '合买详情：进度、参与人（脱敏）、查看者的认购；方案内容按发起人的公开设置；私密合买须带 code（参与人除外）',
        params: idParams,
        querystring: syndicateDetailQuery,
        response: { 200: syndicateDetailEnvelope },
      },
    },
    async (request) => {
      const viewer = (await viewerId(db, request)) ?? null;
      return ok(await syndicateDetail(db, request.params.id, viewer, request.query.code));
    },
  );

  app.post(
    '/v1/syndicates',
    {
      schema: {
        tags,
        security,
        description:
          '发起合买：竞彩注单按每份 1 元拆分，发起人自购至少 5%，可设保底（冻结）与盈利佣金（≤10%）；最早开赛前 5 分钟截止；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: createSyndicateBody,
        response: { 200: syndicateDetailEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const {
        own_shares,
        guarantee_shares,
        commission_rate,
        is_public,
        ticket_visibility,
        description,
        ...ticket
      } = request.body;
      const key = request.headers['idempotency-key'];
      const id = await createSyndicate(db, {
        userId: user.id,
        sessionId: tokenId,
        ticket,
        ownShares: own_shares,
        guaranteeShares: guarantee_shares,
        commissionRate: commission_rate,
        isPublic: is_public,
        ticketAlways: ticket_visibility === 'always',
        description,
        ...(key ? { idempotencyKey: key } : {}),
      });
      return ok(await syndicateDetail(db, id, user.id));
    },
  );

  app.post(
    '/v1/syndicates/:id/buy',
    {
      schema: {
        tags,
        security,
        description: '认购合买份数（冻结金额）；满员即出票；支持 Idempotency-Key',
        params: idParams,
        headers: idempotencyHeaders,
        body: buyBody,
        response: { 200: syndicateDetailEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const key = request.headers['idempotency-key'];
      await buyShares(db, {
        userId: user.id,
        sessionId: tokenId,
        syndicateId: request.params.id,
        shares: request.body.shares,
        ...(request.body.code ? { code: request.body.code } : {}),
        ...(key ? { idempotencyKey: key } : {}),
      });
      return ok(await syndicateDetail(db, request.params.id, user.id));
    },
  );

  app.post(
    '/v1/syndicates/:id/cancel',
    {
      schema: {
        tags,
        security,
        description: '发起人撤单：认购中且进度未达 50% 时可撤，全部份数与保底退回',
        params: idParams,
        body: noBody,
        response: { 200: syndicateDetailEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      await cancelSyndicate(db, user.id, request.params.id);
      return ok(await syndicateDetail(db, request.params.id, user.id));
    },
  );
};
