import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rejectWith } from '../../domain/errors';
import { addDays, beijingDate, dayCount } from '../../domain/reports/days';
import { comprehensiveReport } from '../../domain/reports/figures';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { comprehensiveReportEnvelope, dayQuery, security } from './report-schemas';

const tags = ['reports'];
const MAX_DAYS = 92;

/** SPEC 7 Reports: the comprehensive report, per Beijing day, read from the ledger. */
export const reportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/reports/comprehensive',
    {
      schema: {
        tags,
        security,
        description:
          '综合报表（@app/shared/figures 的定义）：充值、提现（已到账，按审核通过日）、有效投注（已结算注单本金）、派奖（含体育、彩票与电子游戏局）、返水、红利与总盈亏（net = 派奖 + 返水 + 红利 - 有效投注），合计与每日，及当前审核中的提现 withdraw_pending；days（默认7）为截至今天的天数，或给出 start_date/end_date（含，最多92天）',
        querystring: dayQuery({
          days: z.coerce
            .number()
            .int()
            .min(1, '天数不正确')
            .max(MAX_DAYS, `最多查询${MAX_DAYS}天`)
            .optional(),
        }),
        response: { 200: comprehensiveReportEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { days = 7, start_date, end_date } = request.query;
      const end = end_date ?? (start_date ? addDays(start_date, days - 1) : beijingDate(new Date()));
      const start = start_date ?? addDays(end, -(days - 1));
      if (dayCount(start, end) > MAX_DAYS) throw rejectWith(`最多查询${MAX_DAYS}天`);
      return ok(await comprehensiveReport(db, user.id, start, end));
    },
  );
};
