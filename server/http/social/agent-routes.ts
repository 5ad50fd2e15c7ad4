import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationHistory, applicationStats, cancelApplication } from '../../domain/agent/applications';
import {
  findMember,
  memberDetail,
  requireAgent,
  teamMembers,
  teamOverview,
  teamRecords,
} from '../../domain/agent/team';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idParams, noBody, pageQuery } from '../schemas';
import { keyword } from '../sports/expert-schemas';
import {
  applicationHistoryEnvelope,
  applicationStatsEnvelope,
  memberEnvelope,
  memberPageEnvelope,
  teamOverviewEnvelope,
  teamRecordPageEnvelope,
} from './agent-schemas';
import { originOf } from './invite-routes';
import { agentApplicationEnvelope } from './invite-schemas';

const tags = ['agent'];
const security = [{ bearerAuth: [] }];
const recordQuery = pageQuery.extend({
  kind: z.enum(['bet', 'deposit', 'all'], { error: '记录类型不正确' }).default('bet'),
});

/**
 * SPEC 7 agent application calls, and the agent pages' team data (/agentPages/*): only for is_agent, and
 * only the agent's own downline (a member outside it is 404).
 */
export const agentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/agent/my-application-history',
    { schema: { tags, security, querystring: pageQuery, response: { 200: applicationHistoryEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await applicationHistory(db, user.id, request.query.page, request.query.per_page));
    },
  );

  app.get(
    '/v1/agent/application-stats',
    { schema: { tags, security, response: { 200: applicationStatsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await applicationStats(db, user.id));
    },
  );

  app.post(
    '/v1/agent/cancel-application',
    { schema: { tags, security, body: noBody, response: { 200: agentApplicationEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await cancelApplication(db, user.id), '申请已取消');
    },
  );

  app.get(
    '/v1/agent/team/overview',
    { schema: { tags, security, response: { 200: teamOverviewEnvelope } } },
    async (request) => {
      const { user } = request.session;
      requireAgent(user);
      return ok(await teamOverview(db, user, originOf(request)));
    },
  );

  app.get(
    '/v1/agent/team/members',
    {
      schema: {
        tags,
        security,
        querystring: pageQuery.extend({ keyword }),
        response: { 200: memberPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      requireAgent(user);
      const { page, per_page, keyword: search } = request.query;
      return ok(await teamMembers(db, user.id, { keyword: search, page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/agent/team/members/:id',
    { schema: { tags, security, params: idParams, response: { 200: memberEnvelope } } },
    async (request) => {
      const { user } = request.session;
      requireAgent(user);
      return ok(await memberDetail(db, user.id, request.params.id));
    },
  );

  app.get(
    '/v1/agent/team/records',
    { schema: { tags, security, querystring: recordQuery, response: { 200: teamRecordPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      requireAgent(user);
      const { page, per_page, kind } = request.query;
      return ok(await teamRecords(db, user.id, { kind, page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/agent/team/members/:id/records',
    {
      schema: {
        tags,
        security,
        params: idParams,
        querystring: recordQuery,
        response: { 200: teamRecordPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      requireAgent(user);
      await findMember(db, user.id, request.params.id);
      const { page, per_page, kind } = request.query;
      return ok(
        await teamRecords(db, user.id, { kind, memberId: request.params.id, page, perPage: per_page }),
      );
    },
  );
};
