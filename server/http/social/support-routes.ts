import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leaveSupportMessage,
  ownSupportMessages,
  supportMessageJson,
} from '../../domain/support/support-messages';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { rateLimiters } from '../rate-limits';
import { supportMessage } from './support-schemas';

const tags = ['support'];
const security = [{ bearerAuth: [] }];

/** 客服留言: a signed-in player writes to the service desk and reads the answers (also sent as 站内信). */
export const supportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, rateLimitStore }) => {
  const limiter = await rateLimiters(app, rateLimitStore);

  app.post(
    '/v1/support/messages',
    {
      schema: {
        tags,
        security,
        description: '给客服留言；客服回复后以站内信通知。每人最多 3 条待回复的留言',
        body: z.strictObject({
          content: z
            .string({ error: '请输入留言内容' })
            .trim()
            .min(5, '留言至少5个字，请描述您的问题')
            .max(500, '留言不能超过500个字'),
        }),
        response: { 200: envelopeOf(supportMessage) },
      },
      onRequest: limiter('supportPerIp'),
    },
    async (request) => {
      const { user } = request.session;
      return ok(supportMessageJson(await leaveSupportMessage(db, user.id, request.body.content)));
    },
  );

  app.get(
    '/v1/support/messages',
    {
      schema: {
        tags,
        security,
        description: '我的客服留言与回复（最新的在前，最多 20 条）',
        response: { 200: envelopeOf(z.array(supportMessage)) },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok((await ownSupportMessages(db, user.id)).map(supportMessageJson));
    },
  );
};
