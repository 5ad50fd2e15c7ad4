import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { pendingApplications, reviewApplication } from '../domain/agent/applications';
import { deliverMessage } from '../domain/messages/messages';
import { announceUserInfoChange } from '../domain/userinfo';
import { ok } from '../http/envelope';
import { idParams } from '../http/schemas';
import {
  approvedAgentApplicationEnvelope,
  pendingAgentApplicationsEnvelope,
  rejectedAgentApplicationEnvelope,
} from './social-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

/** `pnpm ops agent:pending | agent:approve | agent:reject`: review agent applications.. */
export function registerAgentOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The decision reaches the player at once: an in-app message, and on approval the new is_agent flag. */
  async function tellPlayer(userId: number, title: string, content: string, becameAgent: boolean) {
    await deliverMessage(db, userId, { title, content, type: 'system' });
    if (becameAgent)
      announceUserInfoChange(db, { userId, changedFields: ['is_agent'], changeType: 'agent_approved' });
  }

  typed.get(
    '/agent-applications',
    {
      config: { permission: 'agents.review' },
      schema: {
        tags,
        security,
        description: '待审核的代理申请',
        response: { 200: pendingAgentApplicationsEnvelope },
      },
    },
    async () => ok(await pendingApplications(db)),
  );
  typed.post(
    '/agent-applications/:id/approve',
    {
      config: { permission: 'agents.review' },
      schema: {
        tags,
        security,
        description: '通过代理申请：设为代理并分配代理码',
        params: idParams,
        response: { 200: approvedAgentApplicationEnvelope },
      },
    },
    async (request) => {
      const result = await reviewApplication(db, request.params.id, { approve: true });
      await tellPlayer(
        result.userId,
        '代理申请已通过',
        `恭喜您成为代理！您的专属代理码为 ${result.agentCode}，可在代理中心查看推广链接和团队数据。`,
        true,
      );
      return ok({ ...result.application, username: result.username, agent_code: result.agentCode });
    },
  );
  typed.post(
    '/agent-applications/:id/reject',
    {
      config: { permission: 'agents.review' },
      schema: {
        tags,
        security,
        description: '拒绝代理申请',
        params: idParams,
        body: z.strictObject({ reason: z.string().trim().max(200, '原因最多200个字').default('') }).nullish(),
        response: { 200: rejectedAgentApplicationEnvelope },
      },
    },
    async (request) => {
      const reason = request.body?.reason || '资料不符合要求';
      const result = await reviewApplication(db, request.params.id, { approve: false, reason });
      await tellPlayer(
        result.userId,
        '代理申请未通过',
        `您的代理申请未通过审核，原因：${reason}。您可以完善资料后重新申请。`,
        false,
      );
      return ok({ ...result.application, username: result.username });
    },
  );
}
