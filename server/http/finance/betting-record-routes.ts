import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { findBettingRecord, listBettingRecords } from '../../domain/reports/betting-records';
import { bettingFigures } from '../../domain/reports/figures';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { bettingDetailEnvelope, bettingPageEnvelope, bettingStatsEnvelope } from './betting-record-schemas';
import { dayQuery, pagedDayQuery, security } from './report-schemas';

const tags = ['reports'];
const source = z.enum(['sports', 'lottery'], { error: '投注类型不正确' }).optional();
const status = z.coerce.number().int().min(0, '状态不正确').max(4, '状态不正确').optional();
const recordKey = z.object({ id: z.string().regex(/^[a-z]+-\d{1,10}$/, '记录编号不正确') });

/** SPEC 7 Reports: the player's bets of every area (sports orders, lottery bets) in one list. */
export const bettingRecordRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/betting-records',
    {
      schema: {
        tags,
        security,
        description:
          '投注记录：体育注单与彩票投注，按时间倒序；source（sports|lottery）、status（0 待开奖 1 已中奖 2 未中奖 3 已撤单 4 已退款）、北京日期 start_date/end_date（含）',
        querystring: pagedDayQuery({ source, status }),
        response: { 200: bettingPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, ...filter } = request.query;
      return ok(await listBettingRecords(db, user.id, filter, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/betting-records/stats',
    {
      schema: {
        tags,
        security,
        description:
          '投注统计（@app/shared/figures 的定义，按下注日）：笔数、投注总额（不含撤单与退款）、有效投注（已结算本金）、待开奖本金、派奖与投注盈亏（派奖 - 有效投注），合计及按来源',
        querystring: dayQuery({ source }),
        response: { 200: bettingStatsEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await bettingFigures(db, user.id, request.query));
    },
  );

  app.get(
    '/v1/betting-records/:id',
    {
      schema: {
        tags,
        security,
        description: '一条投注记录（id 如 sports-12）及其选项',
        params: recordKey,
        response: { 200: bettingDetailEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const record = await findBettingRecord(db, user.id, request.params.id);
      if (!record) throw new DomainError(404, '投注记录不存在');
      return ok(record);
    },
  );
};
