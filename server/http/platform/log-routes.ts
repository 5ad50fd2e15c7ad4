import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteLogs,
  exportLogs,
  LOG_CATEGORIES,
  LOG_LEVELS,
  type LogFilter,
  listLogs,
  logStats,
  saveLogs,
} from '../../domain/client-logs';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { fileResponse } from '../schemas';
import { logPageEnvelope, logStatsEnvelope, logsDeletedEnvelope, logsReceivedEnvelope } from './log-schemas';

const tags = ['logs'];
const security = [{ bearerAuth: [] }];

/** The client buffer holds 1000 entries (SPEC 9), so one upload carries at most that many. */
export const MAX_UPLOAD_ENTRIES = 1000;
const level = z.enum(LOG_LEVELS, { error: '日志级别不正确' });

const uploadBody = z.strictObject({
  logs: z
    .array(
      z.object({
        level,
        message: z.string({ error: '日志内容不能为空' }).max(2000, '单条日志过长'),
        timestamp: z.number({ error: '日志时间不正确' }).int().positive('日志时间不正确'),
        category: z.enum(LOG_CATEGORIES).default('app'),
        data: z.unknown().optional(),
      }),
      { error: '请提供日志' },
    )
    .max(MAX_UPLOAD_ENTRIES, `一次最多上传${MAX_UPLOAD_ENTRIES}条日志`),
  deviceInfo: z.object(
    {
      platform: z.string().max(32),
      system: z.string().max(128),
      version: z.string().max(32),
      timestamp: z.number().int(),
    },
    { error: '请提供设备信息' },
  ),
});

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};
const listQuery = z.object({ ...pageQuery, level: level.optional() });
const exportQuery = z.object({ level: level.optional() });

function day(date: Date): string {
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** SPEC 7 Logs, behind login: a player uploads, reads, exports and deletes only their own entries. */
export const logRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/v1/logs/upload',
    {
      schema: {
        tags,
        security,
        description: '上传客户端日志（logs + deviceInfo）',
        body: uploadBody,
        response: { 200: logsReceivedEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { logs, deviceInfo } = request.body;
      return ok({ received: await saveLogs(db, user.id, logs, deviceInfo) });
    },
  );

  app.get(
    '/v1/logs/stats',
    { schema: { tags, security, response: { 200: logStatsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await logStats(db, user.id));
    },
  );

  const views: [string, LogFilter][] = [
    ['/v1/logs/ios', { platform: 'ios' }],
    ['/v1/logs/network', { category: 'network' }],
    ['/v1/logs/errors', { level: 'error' }],
  ];
  for (const [url, filter] of views) {
    app.get(
      url,
      { schema: { tags, security, querystring: z.object(pageQuery), response: { 200: logPageEnvelope } } },
      async (request) => {
        const { user } = request.session;
        const { page, per_page } = request.query;
        return ok(await listLogs(db, user.id, filter, { page, perPage: per_page }));
      },
    );
  }

  app.get(
    '/v1/logs',
    { schema: { tags, security, querystring: listQuery, response: { 200: logPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, level: only } = request.query;
      return ok(await listLogs(db, user.id, only ? { level: only } : {}, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/logs/export',
    {
      schema: {
        tags,
        security,
        description: '导出日志为文本文件（非信封）',
        querystring: exportQuery,
        response: { 200: fileResponse('text/plain', '日志文本，每行一条，最旧的在前') },
      },
    },
    async (request, reply) => {
      const { user } = request.session;
      const { level: only } = request.query;
      const text = await exportLogs(db, user.id, only ? { level: only } : {});
      const name = `logs-${user.username}-${day(new Date())}.txt`;
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  );

  app.delete(
    '/v1/logs',
    { schema: { tags, security, response: { 200: logsDeletedEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok({ deleted: await deleteLogs(db, user.id) });
    },
  );
};
