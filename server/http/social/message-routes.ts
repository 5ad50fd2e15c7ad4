import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import {
  deleteMessages,
  findOwnMessage,
  listMessages,
  MESSAGE_TYPE_NAMES,
  MESSAGE_TYPES,
  markRead,
  messageJson,
  messageStatistics,
  unreadCount,
} from '../../domain/messages/messages';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams, noBody, pageQuery } from '../schemas';
import {
  clearedEnvelope,
  countEnvelope,
  markedReadEnvelope,
  messageEnvelope,
  messagePageEnvelope,
  messageStatisticsEnvelope,
  messageTypesEnvelope,
  unreadEnvelope,
} from './message-schemas';

const tags = ['messages'];
const security = [{ bearerAuth: [] }];
const messageType = z.enum(MESSAGE_TYPE_NAMES, { error: '消息类型不正确' });
const notFound = () => new DomainError(404, '消息不存在');

const idsBody = z.strictObject({
  ids: z
    .array(z.coerce.number().int().positive('消息ID不正确'), { error: '请选择消息' })
    .min(1, '请选择消息')
    .max(200, '一次最多200条'),
});
const markAllBody = z.strictObject({ type: messageType.optional() }).nullish();

/** SPEC 7 Messages: a player's own in-app messages; another player's message is simply not there (404). */
export const messageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/messages',
    {
      schema: {
        tags,
        security,
        querystring: pageQuery.extend({ type: messageType.optional() }),
        response: { 200: messagePageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, type } = request.query;
      const { rows, total } = await listMessages(db, user.id, {
        page,
        perPage: per_page,
        ...(type ? { type } : {}),
      });
      return ok({ list: rows.map(messageJson), total, page, per_page });
    },
  );

  app.get(
    '/v1/messages/statistics',
    { schema: { tags, security, response: { 200: messageStatisticsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await messageStatistics(db, user.id));
    },
  );

  app.get('/v1/messages/types', { schema: { tags, response: { 200: messageTypesEnvelope } } }, async () =>
    ok([...MESSAGE_TYPES]),
  );

  app.get(
    '/v1/messages/unread-count',
    {
      schema: {
        tags,
        security,
        querystring: z.object({ type: messageType.optional() }),
        response: { 200: countEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok({ count: await unreadCount(db, user.id, request.query.type) });
    },
  );

  app.get(
    '/v1/messages/:id',
    { schema: { tags, security, params: idParams, response: { 200: messageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const message = await findOwnMessage(db, user.id, request.params.id);
      if (!message) throw notFound();
      return ok(messageJson(message));
    },
  );

  app.post(
    '/v1/messages/:id/read',
    { schema: { tags, security, params: idParams, body: noBody, response: { 200: unreadEnvelope } } },
    async (request) => {
      const { user } = request.session;
      if (!(await findOwnMessage(db, user.id, request.params.id))) throw notFound();
      await markRead(db, user.id, { ids: [request.params.id] });
      return ok({ unread_count: await unreadCount(db, user.id) });
    },
  );

  app.post(
    '/v1/messages/mark-multiple-read',
    { schema: { tags, security, body: idsBody, response: { 200: markedReadEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const updated = await markRead(db, user.id, { ids: request.body.ids });
      return ok({ updated, unread_count: await unreadCount(db, user.id) });
    },
  );

  app.post(
    '/v1/messages/mark-all-read',
    {
      schema: {
        tags,
        security,
        description: '全部已读；可选 type 只标记该类型',
        body: markAllBody,
        response: { 200: markedReadEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const type = request.body?.type;
      const updated = await markRead(db, user.id, type ? { type } : {});
      return ok({ updated, unread_count: await unreadCount(db, user.id) });
    },
  );

  app.post(
    '/v1/messages/:id/delete',
    { schema: { tags, security, params: idParams, body: noBody, response: { 200: unreadEnvelope } } },
    async (request) => {
      const { user } = request.session;
      if ((await deleteMessages(db, user.id, request.params.id)) === 0) throw notFound();
      return ok({ unread_count: await unreadCount(db, user.id) });
    },
  );

  app.post(
    '/v1/messages/clear',
    { schema: { tags, security, body: noBody, response: { 200: clearedEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const deleted = await deleteMessages(db, user.id);
      return ok({ deleted, unread_count: 0 });
    },
  );
};
