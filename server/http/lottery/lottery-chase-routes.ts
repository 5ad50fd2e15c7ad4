import { fenToYuan, toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chaseDetail, chaseJson, chasePage } from '../../domain/lottery/chase-views';
import { createChase, stopChase } from '../../domain/lottery/chases';
import { betMoment } from '../../domain/lottery/expects';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders } from '../schemas';
import {
  chaseCreateBody,
  chaseDetailEnvelope,
  chaseIdParams,
  chaseListQuery,
  chasePageEnvelope,
  createdChaseEnvelope,
  stoppedChaseEnvelope,
} from './lottery-chase-schemas';

const tags = ['lottery'];
const security = [{ bearerAuth: [] }];

/** 追号: make a plan (the whole stake held), 我的追号 with progress, a plan's expects, 停止追号. Owner only. */
export const lotteryChaseRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/v1/lottery/chases',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: chaseCreateBody,
        response: { 200: createdChaseEnvelope },
        description:
          '追号：同一注号码连续投注 expects 期（当前期起），整笔金额一次冻结；每期开盘时自动投注，未投注的期在停止或错过时退回；支持 Idempotency-Key',
      },
    },
    async (request, reply) => {
      // When the request arrived, before any read that may queue behind others (betMoment).
      const receivedAt = new Date(Date.now() - reply.elapsedTime);
      const { user, tokenId } = request.session;
      const body = request.body;
      const key = request.headers['idempotency-key'];
      const { chase, repeated } = await createChase(db, {
        now: betMoment(receivedAt),
        userId: user.id,
        sessionId: tokenId,
        lotteryId: body.lottery_id,
        ...(body.expect ? { expect: body.expect } : {}),
        playId: body.play_id,
        codes: body.codes,
        amountFen: toFen(body.amount),
        settings: {
          mode: body.mode,
          expects: body.expects,
          startMultiple: body.start_multiple,
          doubleEvery: body.double_every,
          minProfitRate: body.min_profit_rate,
        },
        stopOnWin: body.stop_on_win,
        ...(key ? { idempotencyKey: key } : {}),
      });
      return ok({ ...(await chaseJson(db, chase)), repeated });
    },
  );

  app.get(
    '/v1/lottery/chases',
    { schema: { tags, security, querystring: chaseListQuery, response: { 200: chasePageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await chasePage(db, user.id, request.query));
    },
  );

  app.get(
    '/v1/lottery/chases/:id',
    { schema: { tags, security, params: chaseIdParams, response: { 200: chaseDetailEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await chaseDetail(db, user.id, request.params.id));
    },
  );

  app.post(
    '/v1/lottery/chases/:id/stop',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        params: chaseIdParams,
        response: { 200: stoppedChaseEnvelope },
        description:
          '停止追号：未投注的期数立即退回余额（仅一次）；已投注的期照常开奖。已结束的计划原样返回，refund 为 0',
      },
    },
    async (request) => {
      const { user } = request.session;
      const { chase, refund } = await stopChase(db, user.id, request.params.id);
      return ok({ ...(await chaseJson(db, chase)), refund: fenToYuan(refund) });
    },
  );
};
