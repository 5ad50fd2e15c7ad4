import { fenToYuan } from '@app/shared/format';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLIED_MESSAGE, applyForAgent, latestApplication } from '../../domain/agent/applications';
import { readConfig } from '../../domain/config';
import { checkInviteCode, regenerateInviteCode } from '../../domain/invite/codes';
import {
  inviteLink,
  inviteRanking,
  inviteStatistics,
  referralList,
  rewardList,
} from '../../domain/invite/queries';
import { settleInviteRewards } from '../../domain/invite/rewards';
import { defaultRuleLines, FIRST_DEPOSIT_THRESHOLD_FEN, INVITE_RULES } from '../../domain/invite/rules';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { inviteCode, noBody, pageQuery, userText } from '../schemas';
import {
  agentApplicationEnvelope,
  agentStatusEnvelope,
  inviteCodeEnvelope,
  inviteInfoEnvelope,
  inviteRankingEnvelope,
  inviteRulesEnvelope,
  inviteStatisticsEnvelope,
  inviteUrlEnvelope,
  referralPageEnvelope,
  rewardPageEnvelope,
  validCodeEnvelope,
} from './invite-schemas';

const tags = ['invite'];
const security = [{ bearerAuth: [] }];

/** The origin the player reached us on: links they share must open the same site. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const agentApplyBody = z.strictObject({
  real_name: userText('真实姓名', { error: '请输入真实姓名' })
    .trim()
    .min(2, '真实姓名须为2-20个字')
    .max(20, '真实姓名须为2-20个字'),
  contact: userText('联系方式', { error: '请输入联系方式' })
    .trim()
    .min(5, '联系方式须为5-40个字符')
    .max(40, '联系方式须为5-40个字符'),
  reason: userText('申请理由', { error: '请填写申请理由' })
    .trim()
    .min(10, '申请理由至少10个字')
    .max(500, '申请理由最多500个字'),
});

/**
 * SPEC 7 Invite: the player's code, link and QR data, downline, statistics, rewards (settled on read,
 * see settleInviteRewards), rules, ranking, a fresh code, code validation and the agent application.
 */
export const inviteRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/invite/info',
    { schema: { tags, security, response: { 200: inviteInfoEnvelope } } },
    async (request) => {
      const { user } = request.session;
      await settleInviteRewards(db, user.id);
      const stats = await inviteStatistics(db, user.id);
      return ok({
        invite_code: user.inviteCode,
        invite_link: inviteLink(originOf(request), user.inviteCode),
        invited_count: stats.invited_count,
        deposited_count: stats.deposited_count,
        today_count: stats.today_count,
        total_reward: stats.total_reward,
      });
    },
  );

  app.get(
    '/v1/invite/url',
    { schema: { tags, security, response: { 200: inviteUrlEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok({ invite_code: user.inviteCode, url: inviteLink(originOf(request), user.inviteCode) });
    },
  );

  app.get(
    '/v1/invite/referrals',
    { schema: { tags, security, querystring: pageQuery, response: { 200: referralPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      await settleInviteRewards(db, user.id);
      return ok(await referralList(db, user.id, request.query.page, request.query.per_page));
    },
  );

  app.get(
    '/v1/invite/statistics',
    { schema: { tags, security, response: { 200: inviteStatisticsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      await settleInviteRewards(db, user.id);
      return ok(await inviteStatistics(db, user.id));
    },
  );

  app.get(
    '/v1/invite/rewards',
    { schema: { tags, security, querystring: pageQuery, response: { 200: rewardPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      await settleInviteRewards(db, user.id);
      return ok(await rewardList(db, user.id, request.query.page, request.query.per_page));
    },
  );

  app.get(
    '/v1/invite/rules',
    { schema: { tags, security, response: { 200: inviteRulesEnvelope } } },
    async () => {
      const configured = await readConfig(db, 'invite_rules');
      const lines =
        Array.isArray(configured) &&
        configured.length > 0 &&
        configured.every((line) => typeof line === 'string')
          ? (configured as string[])
          : defaultRuleLines();
      return ok({
        rules: INVITE_RULES.map((rule) => ({
          key: rule.key,
          name: rule.name,
          amount: fenToYuan(rule.amountFen),
          ...(rule.key === 'first_deposit' ? { threshold: fenToYuan(FIRST_DEPOSIT_THRESHOLD_FEN) } : {}),
        })),
        lines,
      });
    },
  );

  app.get(
    '/v1/invite/agent-status',
    { schema: { tags, security, response: { 200: agentStatusEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const application = await latestApplication(db, user.id);
      return ok({
        is_agent: user.isAgent,
        agent_code: user.isAgent === 1 ? (user.agentCode ?? '') : '',
        status: user.isAgent === 1 ? 'approved' : (application?.status ?? 'none'),
        can_apply: user.isAgent !== 1 && application?.status !== 'pending',
        application,
      });
    },
  );

  app.get(
    '/v1/invite/ranking',
    {
      schema: {
        tags,
        security,
        querystring: z.object({
          period: z.enum(['all', 'month'], { error: '统计周期不正确' }).default('all'),
        }),
        response: { 200: inviteRankingEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok(await inviteRanking(db, user.id, request.query.period));
    },
  );

  app.post(
    '/v1/invite/generate-code',
    { schema: { tags, security, body: noBody, response: { 200: inviteCodeEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const code = await regenerateInviteCode(db, user.id);
      return ok({ invite_code: code, invite_link: inviteLink(originOf(request), code) }, '邀请码已更新');
    },
  );

  // Public: the /ireg form checks a code before the visitor has an account.
  app.post(
    '/v1/invite/validate-code',
    { schema: { tags, body: z.strictObject({ code: inviteCode }), response: { 200: validCodeEnvelope } } },
    async (request) => ok(await checkInviteCode(db, request.body.code)),
  );

  app.post(
    '/v1/invite/apply-agent',
    { schema: { tags, security, body: agentApplyBody, response: { 200: agentApplicationEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { real_name, contact, reason } = request.body;
      const application = await applyForAgent(db, user.id, { realName: real_name, contact, reason });
      return ok(application, APPLIED_MESSAGE);
    },
  );
};
