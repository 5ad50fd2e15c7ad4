import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { bonusStatistics } from '../../domain/reports/bonus-stats';
import { bonusTypes, findBonusLog, isBonusType, listBonusLogs } from '../../domain/reports/ledger-views';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import {
  bonusLogEnvelope,
  bonusLogPageEnvelope,
  bonusStatisticsEnvelope,
  bonusTypesEnvelope,
} from './ledger-schemas';
import { pagedDayQuery, security } from './report-schemas';

const tags = ['bonus'];
const bonusType = z.string().refine(isBonusType, '红利类型不正确').optional();

/** SPEC 7 Finance bonus logs: activity, sign-in, invite and VIP rewards, read from the ledger. */
export const bonusRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/bonus-logs',
    {
      schema: {
        tags,
        security,
        description:
          '红利记录（活动、签到、邀请、VIP 奖励），可按 type 与北京日期 start_date/end_date（含）筛选',
        querystring: pagedDayQuery({ type: bonusType }),
        response: { 200: bonusLogPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, ...filter } = request.query;
      return ok(await listBonusLogs(db, user.id, filter, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/bonus-logs/statistics',
    {
      schema: {
        tags,
        security,
        description: '红利合计：总额、笔数、今日、本月（北京时间）及按类型',
        response: { 200: bonusStatisticsEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await bonusStatistics(db, user.id));
    },
  );

  app.get(
    '/v1/bonus-logs/types',
    { schema: { tags, security, description: '红利类型', response: { 200: bonusTypesEnvelope } } },
    async () => {
      return ok(bonusTypes());
    },
  );

  app.get(
    '/v1/bonus-logs/:id',
    { schema: { tags, security, params: idParams, response: { 200: bonusLogEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const log = await findBonusLog(db, user.id, request.params.id);
      if (!log) throw new DomainError(404, '奖金记录不存在');
      return ok(log);
    },
  );
};
