import { fenToYuan, toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError, rejectWith } from '../../domain/errors';
import { betJson, ownBetJson, pageOfOwnBets } from '../../domain/lottery/bet-views';
import { BET_NOT_FOUND, cancelBets, createBet } from '../../domain/lottery/bets';
import { betMoment, requireLottery } from '../../domain/lottery/expects';
import { betStats, trendJson } from '../../domain/lottery/views';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders } from '../schemas';
import {
  batchCancelEnvelope,
  betEnvelope,
  betPageEnvelope,
  betStatsEnvelope,
  cancelledBetEnvelope,
  createdBetEnvelope,
} from './lottery-bet-schemas';
import { trendEnvelope } from './lottery-board-schemas';
import {
  betBatchCancelBody,
  betCancelBody,
  betCreateBody,
  betDetailQuery,
  betListQuery,
  betStatsQuery,
  trendQuery,
} from './lottery-schemas';

const tags = ['lottery'];
const security = [{ bearerAuth: [] }];
const publicSecurity: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** SPEC 7 Lottery bets: place, cancel (one or many, owner only, before close), records, stats, trend. */
export const lotteryBetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/v1/liujiu/bet/create',
    {
      schema: {
        tags,
        security,
        headers: idempotencyHeaders,
        body: betCreateBody,
        response: { 200: createdBetEnvelope },
        description:
          '投注当前期：amount 元/注，multiple 倍，codes 为投注号码（位与位用 | 分隔，号码用 , 分隔）；支持 Idempotency-Key',
      },
    },
    async (request, reply) => {
      // When the request arrived, before any read that may queue behind others (betMoment).
      const receivedAt = new Date(Date.now() - reply.elapsedTime);
      const { user, tokenId } = request.session;
      const { lottery_id, expect, play_id, codes, amount, multiple } = request.body;
      const key = request.headers['idempotency-key'];
      const { bet, repeated } = await createBet(db, {
        now: betMoment(receivedAt),
        userId: user.id,
        sessionId: tokenId,
        lotteryId: lottery_id,
        ...(expect ? { expect } : {}),
        playId: play_id,
        codes,
        amountFen: toFen(amount),
        multiple,
        ...(key ? { idempotencyKey: key } : {}),
      });
      const json = await betJson(db, bet);
      return ok({ ...json, repeated });
    },
  );

  const cancelSchema = { tags, security, headers: idempotencyHeaders };
  app.post(
    '/v1/liujiu/bet/cancel',
    {
      schema: {
        ...cancelSchema,
        body: betCancelBody,
        response: { 200: cancelledBetEnvelope },
        description: '撤单：仅本人、仅封盘前，投注金额退回余额',
      },
    },
    async (request) => {
      const { user } = request.session;
      const betId = request.body.bet_id;
      const outcome = await cancelBets(db, user.id, [betId]);
      const [cancelled] = outcome.cancelled;
      if (cancelled) return ok({ ...(await betJson(db, cancelled)), refund: fenToYuan(outcome.refund) });
      const message = outcome.failed[0]?.message ?? '没有可撤销的注单';
      throw message === BET_NOT_FOUND ? new DomainError(404, message) : rejectWith(message);
    },
  );

  app.post(
    '/v1/liujiu/bet/batch-cancel',
    {
      schema: {
        ...cancelSchema,
        body: betBatchCancelBody,
        response: { 200: batchCancelEnvelope },
        description:
          '批量撤单：可撤的注单全部撤销并退款，其余在 failed 中说明原因；已撤销的注单按已撤单回答（refund 含其投注额，不再退款），重试得到同样的回答',
      },
    },
    async (request) => {
      const { user } = request.session;
      const outcome = await cancelBets(db, user.id, request.body.bet_ids);
      if (outcome.cancelled.length === 0) {
        throw rejectWith(outcome.failed[0]?.message ?? '没有可撤销的注单');
      }
      return ok({
        cancelled: outcome.cancelled.map((bet) => bet.id),
        failed: outcome.failed.map((item) => ({ bet_id: item.betId, message: item.message })),
        refund: fenToYuan(outcome.refund),
      });
    },
  );

  app.get(
    '/v1/liujiu/bet/list',
    { schema: { tags, security, querystring: betListQuery, response: { 200: betPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await pageOfOwnBets(db, user.id, request.query));
    },
  );

  app.get(
    '/v1/liujiu/bet/detail',
    { schema: { tags, security, querystring: betDetailQuery, response: { 200: betEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await ownBetJson(db, user.id, request.query.bet_id));
    },
  );

  app.get(
    '/v1/liujiu/bet/stats',
    { schema: { tags, security, querystring: betStatsQuery, response: { 200: betStatsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await betStats(db, user.id, request.query.lottery_id));
    },
  );

  app.get(
    '/v1/liujiu/bet/trend',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: trendQuery,
        description: '走势：最近 limit 期各位号码与遗漏',
        response: { 200: trendEnvelope },
      },
    },
    async (request) => {
      return ok(await trendJson(db, await requireLottery(db, request.query.lottery_id), request.query.limit));
    },
  );
};
