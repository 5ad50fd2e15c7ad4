import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { listRecords, type RecordFilter, recordDetail, recordStats } from '../../domain/games/records';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams, pageQuery } from '../schemas';
import { gameRecordEnvelope, gameRecordPageEnvelope, gameRecordStatsEnvelope } from './game-schemas';

const tags = ['reports'];
const security = [{ bearerAuth: [] }];

const filterQuery = z.object({
  platform_code: z.string().max(32).optional(),
  start_date: z.iso.date('开始日期格式不正确').optional(),
  end_date: z.iso.date('结束日期格式不正确').optional(),
});
type FilterQuery = z.infer<typeof filterQuery>;

const filterOf = (userId: number, query: FilterQuery): RecordFilter => ({
  userId,
  ...(query.platform_code ? { platformCode: query.platform_code } : {}),
  ...(query.start_date ? { startDate: query.start_date } : {}),
  ...(query.end_date ? { endDate: query.end_date } : {}),
});

/** SPEC 7 Reports: the player's own game rounds (NG platforms only under /v1/game/ng/game-records), stats, detail. */
export const gameRecordRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const listSchema = {
    tags,
    security,
    querystring: pageQuery.extend(filterQuery.shape),
    description: '游戏记录（本人），按平台与北京时间日期（YYYY-MM-DD，含首尾）筛选，分页',
    response: { 200: gameRecordPageEnvelope },
  };
  for (const [path, ngOnly] of [
    ['/v1/game-records', false],
    ['/v1/game/ng/game-records', true],
  ] as const) {
    app.get(path, { schema: listSchema }, async (request) => {
      const { user } = request.session;
      const { page, per_page } = request.query;
      const filter = { ...filterOf(user.id, request.query), ngOnly };
      return ok(await listRecords(db, filter, page, per_page));
    });
  }

  app.get(
    '/v1/game-records/stats',
    { schema: { tags, security, querystring: filterQuery, response: { 200: gameRecordStatsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await recordStats(db, filterOf(user.id, request.query)));
    },
  );

  app.get(
    '/v1/game-records/:id',
    { schema: { tags, security, params: idParams, response: { 200: gameRecordEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const record = await recordDetail(db, user.id, request.params.id);
      if (!record) throw new DomainError(404, '记录不存在');
      return ok(record);
    },
  );
};
