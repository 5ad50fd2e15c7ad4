import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { announceMessage } from '../domain/messages/messages';
import {
  answerSupportMessage,
  supportMessageJson,
  waitingSupportMessages,
} from '../domain/support/support-messages';
import { ok } from '../http/envelope';
import { idParams } from '../http/schemas';
import { answeredSupportMessageEnvelope, waitingSupportMessagesEnvelope } from './social-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

/** `pnpm ops support:list` and `support:reply`: the service desk's queue of 客服留言. */
export function registerSupportOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/support/messages',
    {
      config: { permission: 'support.messages' },
      schema: {
        tags,
        security,
        description: '待回复的客服留言（最早的在前）',
        response: { 200: waitingSupportMessagesEnvelope },
      },
    },
    async () =>
      ok(
        (await waitingSupportMessages(db)).map((row) => ({
          ...supportMessageJson(row.message),
          username: row.username,
        })),
      ),
  );

  typed.post(
    '/support/messages/:id/reply',
    {
      config: { permission: 'support.messages' },
      schema: {
        tags,
        security,
        description: '回复一条客服留言（仅一次）；回复以站内信实时送达玩家',
        params: idParams,
        body: z.strictObject({
          reply: z
            .string({ error: '请输入回复内容' })
            .trim()
            .min(1, '请输入回复内容')
            .max(1000, '回复不能超过1000个字'),
        }),
        response: { 200: answeredSupportMessageEnvelope },
      },
    },
    async (request) => {
      const { question, username, message } = await answerSupportMessage(
        db,
        request.params.id,
        request.body.reply,
      );
      announceMessage(db, message);
      return ok({ ...supportMessageJson(question), username });
    },
  );
}
