import { fenToYuan } from '@app/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { pendingApplications, reviewApplication, STATUS_TEXT } from '../domain/activity/applications';
import { DomainError } from '../domain/errors';
import { audienceSize, broadcastMessage, SEGMENT_KEYS, SEGMENTS } from '../domain/messages/broadcast';
import { deliverMessage, MESSAGE_TYPE_NAMES } from '../domain/messages/messages';
import { findUserByName } from '../domain/users';
import { ok } from '../http/envelope';
import { idParams } from '../http/schemas';
import {
  audienceEnvelope,
  broadcastEnvelope,
  pendingActivityApplicationsEnvelope,
  reviewedActivityApplicationEnvelope,
  sentMessageEnvelope,
} from './social-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

const messageFields = {
  title: z.string().trim().min(1, '请输入标题').max(100, '标题不能超过100个字符'),
  content: z.string().trim().min(1, '请输入内容').max(5000, '内容不能超过5000个字符'),
  type: z.enum(MESSAGE_TYPE_NAMES, { error: '消息类型不正确' }).default('system'),
};

/** `pnpm ops message:send` and `activity:approve|reject`.. */
export function registerSocialOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/messages',
    {
      config: { permission: 'content.messages' },
      schema: {
        tags,
        security,
        description: '给用户发送站内消息，并实时推送 user.notification（含未读数）',
        body: z.strictObject({ username: z.string().min(1, '请输入用户名'), ...messageFields }),
        response: { 200: sentMessageEnvelope },
      },
    },
    async (request) => {
      const { username, ...input } = request.body;
      const user = await findUserByName(db, username);
      if (!user) throw new DomainError(404, '用户不存在');
      const message = await deliverMessage(db, user.id, input);
      return ok({ id: message.id, username: user.username, title: message.title, type: message.type });
    },
  );

  const audience = {
    segment: z.enum(SEGMENT_KEYS, { error: '请选择发送范围' }),
    min_vip_level: z.coerce
      .number({ error: 'VIP等级不正确' })
      .int('VIP等级不正确')
      .min(0, 'VIP等级不正确')
      .max(99, 'VIP等级不正确')
      .default(1),
  };

  typed.get(
    '/messages/audience',
    {
      config: { permission: 'content.broadcast' },
      schema: {
        tags,
        security,
        description: '群发范围及其人数（发送前确认）',
        querystring: z.object(audience),
        response: { 200: audienceEnvelope },
      },
    },
    async (request) => {
      const { segment, min_vip_level } = request.query;
      const players = await audienceSize(db, { segment, minVipLevel: min_vip_level });
      return ok({ segments: [...SEGMENTS], segment, min_vip_level, players });
    },
  );

  typed.post(
    '/messages/broadcast',
    {
      config: { permission: 'content.broadcast' },
      schema: {
        tags,
        security,
        description:
          '群发站内信给一个玩家范围（全部、VIP 等级及以上、代理；仅启用的账号），在线玩家实时收到提醒',
        body: z.strictObject({ ...audience, ...messageFields }),
        response: { 200: broadcastEnvelope },
      },
    },
    async (request) => {
      const { segment, min_vip_level, ...input } = request.body;
      const target = segment === 'vip' ? `segment:vip>=${min_vip_level}` : `segment:${segment}`;
      const players = await broadcastMessage(db, { segment, minVipLevel: min_vip_level }, input);
      request.audit({ target, after: { ...input, players } });
      return ok({ segment, min_vip_level, players });
    },
  );

  typed.get(
    '/activity-applications',
    {
      config: { permission: 'content.activities' },
      schema: {
        tags,
        security,
        description: '待审核的活动申请（最早的在前）',
        response: { 200: pendingActivityApplicationsEnvelope },
      },
    },
    async () => {
      const rows = await pendingApplications(db);
      return ok(
        rows.map((row) => ({
          id: row.application.id,
          username: row.username,
          title: row.title,
          reward: fenToYuan(row.application.reward),
          created_at: row.application.createdAt.toISOString(),
        })),
      );
    },
  );

  const review = (decision: 'approve' | 'reject') =>
    typed.post(
      `/activity-applications/:id/${decision}`,
      {
        config: { permission: 'content.activities' },
        schema: {
          tags,
          security,
          description: decision === 'approve' ? '通过活动申请并发放奖励（仅一次）' : '拒绝活动申请',
          params: idParams,
          body: z.strictObject({ remark: z.string().max(200).default('') }).nullish(),
          response: { 200: reviewedActivityApplicationEnvelope },
        },
      },
      async (request) => {
        const remark = request.body?.remark ?? '';
        const { application, activity } = await reviewApplication(db, request.params.id, decision, remark);
        const paid = decision === 'approve';
        await deliverMessage(db, application.userId, {
          type: 'activity',
          title: paid ? '活动奖励已到账' : '活动申请未通过',
          content: paid
            ? `您参与的「${activity.title}」已审核通过，奖励 ${fenToYuan(application.reward)} 元已发放到您的账户。`
            : `您参与的「${activity.title}」未通过审核${remark ? `：${remark}` : '。'}`,
        });
        return ok({
          id: application.id,
          status: application.status,
          status_text: STATUS_TEXT[application.status] ?? '',
          reward: fenToYuan(application.reward),
        });
      },
    );
  review('approve');
  review('reject');
}
