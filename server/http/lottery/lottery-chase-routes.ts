import { fenToYuan, toFen } from '@app/shared/format';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { lotteryChases } from '../../db/schema';
import { DomainError, rejectWith } from '../../domain/errors';
import type { ChaseRow } from '../../domain/lottery/chase-items';
import { chaseItemsJson, chasesJson } from '../../domain/lottery/chase-views';
import { createChase, stopChase } from '../../domain/lottery/chases';
import { requireSession } from '../auth-guard';
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

async function chaseOut(db: Db, chase: ChaseRow) {
  const [json] = await chasesJson(db, [chase]);
  if (!json) throw new Error(`no view of chase ${chase.id}`);
  return json;
}

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
    async (request) => {
      const { user } = await requireSession(db, request);
      if (user.isBlack === 1) throw rejectWith('您的账号已被限制投注');
      if (user.disableGame === 1) throw rejectWith('您的账户已被禁止游戏，不能投注彩票');
      const body = request.body;
      const key = request.headers['idempotency-key'];
      const { chase, repeated } = await createChase(db, {
        userId: user.id,
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
      return ok({ ...(await chaseOut(db, chase)), repeated });
    },
  );

  app.get(
    '/v1/lottery/chases',
    { schema: { tags, security, querystring: chaseListQuery, response: { 200: chasePageEnvelope } } },
    async (request) => {
      const { user } = await requireSession(db, request);
      const { page, per_page, status } = request.query;
      const where = and(
        eq(lotteryChases.userId, user.id),
        status === undefined ? undefined : eq(lotteryChases.status, status),
      );
      const [total] = await db.select({ n: count() }).from(lotteryChases).where(where);
      const rows = await db
        .select()
        .from(lotteryChases)
        .where(where)
        .orderBy(desc(lotteryChases.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return ok({ list: await chasesJson(db, rows), total: total?.n ?? 0, page, per_page });
    },
  );

  app.get(
    '/v1/lottery/chases/:id',
    { schema: { tags, security, params: chaseIdParams, response: { 200: chaseDetailEnvelope } } },
    async (request) => {
      const { user } = await requireSession(db, request);
      const [chase] = await db
        .select()
        .from(lotteryChases)
        .where(and(eq(lotteryChases.id, request.params.id), eq(lotteryChases.userId, user.id)));
      if (!chase) throw new DomainError(404, '追号计划不存在');
      return ok({ ...(await chaseOut(db, chase)), items: await chaseItemsJson(db, chase) });
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
      const { user } = await requireSession(db, request);
      const { chase, refund } = await stopChase(db, user.id, request.params.id);
      return ok({ ...(await chaseOut(db, chase)), refund: fenToYuan(refund) });
    },
  );
};
