import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmRaise,
  protectionOf,
  sessionStartOf,
  sessionSummary,
  setLimit,
  setRealityCheck,
  startExclusion,
} from '../../domain/protection';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import {
  amountOf,
  exclusionBody,
  limitBody,
  limitKeyBody,
  protectionJson,
  protectionSchema,
  realityCheckBody,
  sessionJson,
  sessionSchema,
} from './protection-json';

const tags = ['protection'];
const security = [{ bearerAuth: [] }];
const answer = { 200: envelopeOf(protectionSchema) };

/**
 * 我的 → 理性投注: the player's own limits, reality check and exclusions. Nothing here lifts an exclusion
 * or raises a limit at once; the money paths enforce them (domain/protection).
 */
export const protectionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const current = async (userId: number, tokenId: number) => {
    const now = new Date();
    const startedAt = await sessionStartOf(db, tokenId);
    return protectionJson(await protectionOf(db, userId, now, { id: tokenId, startedAt }));
  };

  app.get(
    '/v1/user/protection',
    {
      schema: {
        tags,
        security,
        description: '理性投注：全部限额（本期已用、重置时间、待确认的提高）、现实提醒间隔、冷静期/自我排除',
        response: answer,
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      return ok(await current(user.id, tokenId));
    },
  );

  app.put(
    '/v1/user/protection/limit',
    {
      schema: {
        tags,
        security,
        description: '设置限额：降低立即生效；提高或取消（amount 为 null）24小时后须再次确认才生效',
        body: limitBody,
        response: answer,
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const { kind, period, amount } = request.body;
      const outcome = await setLimit(
        db,
        user.id,
        { kind, period, amount: amountOf(kind, amount) },
        new Date(),
      );
      const message = outcome === 'applied' ? '限额已生效' : '提高限额将在24小时后可确认生效';
      return ok(await current(user.id, tokenId), message);
    },
  );

  app.post(
    '/v1/user/protection/confirm',
    {
      schema: {
        tags,
        security,
        description: '确认24小时前申请的提高或取消限额',
        body: limitKeyBody,
        response: answer,
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      await confirmRaise(db, user.id, request.body.kind, request.body.period, new Date());
      return ok(await current(user.id, tokenId), '新的限额已生效');
    },
  );

  app.post(
    '/v1/user/protection/exclusion',
    {
      schema: {
        tags,
        security,
        description:
          '冷静期（1-42天）或自我排除（6-60个月）：期间可登录查看，不能投注、充值或转入游戏，不能提前解除',
        body: exclusionBody,
        response: answer,
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      await startExclusion(db, user.id, request.body.kind, request.body.length, new Date());
      return ok(await current(user.id, tokenId), '已生效，期间不能提前解除');
    },
  );

  app.put(
    '/v1/user/protection/reality-check',
    {
      schema: {
        tags,
        security,
        description: '现实提醒间隔（分钟，0 为关闭，10-240）',
        body: realityCheckBody,
        response: answer,
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      await setRealityCheck(db, user.id, request.body.minutes);
      return ok(await current(user.id, tokenId), '提醒设置已保存');
    },
  );

  app.get(
    '/v1/user/protection/session',
    {
      schema: {
        tags,
        security,
        description: '现实提醒：本次登录的时长（分钟）与输赢（正为赢，负为输）',
        response: { 200: envelopeOf(sessionSchema) },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const now = new Date();
      return ok(sessionJson(await sessionSummary(db, user.id, await sessionStartOf(db, tokenId), now)));
    },
  );
};
