import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as ZodPlugin } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ranking } from '../../domain/rankings/rankings';
import { viewerId } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { rankingEnvelope } from './reward-schemas';

const tags = ['rankings'];
const rankingType = z.enum(['winnings', 'turnover'], { error: '榜单类型不正确' }).default('winnings');

const withViewer = async (db: Db, request: FastifyRequest) => {
  const id = await viewerId(db, request);
  return id === undefined ? {} : { viewerId: id };
};

/** Rankings (/minePages/ranking day and week, /minePages/globalrankings all time); names are masked. */
export const rankingRoutes: ZodPlugin<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/rankings',
    {
      schema: {
        tags,
        description:
          '排行榜：type winnings 盈利榜 / turnover 流水榜，period day 日榜 / week 周榜（北京时间）',
        querystring: z.object({
          type: rankingType,
          period: z.enum(['day', 'week'], { error: '榜单周期不正确' }).default('day'),
        }),
        response: { 200: rankingEnvelope },
      },
    },
    async (request) =>
      ok(await ranking(db, request.query.type, request.query.period, await withViewer(db, request))),
  );

  app.get(
    '/v1/rankings/global',
    {
      schema: {
        tags,
        description: '全站总榜',
        querystring: z.object({ type: rankingType }),
        response: { 200: rankingEnvelope },
      },
    },
    async (request) => ok(await ranking(db, request.query.type, 'all', await withViewer(db, request))),
  );
};
