import { fenToYuan } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ApplicationRow,
  applicationFor,
  applyForActivity,
  myApplications,
  STATUS_TEXT,
} from '../../domain/activity/applications';
import {
  ACTIVITY_TYPES,
  activityJson,
  findActivity,
  isRunning,
  runningActivities,
} from '../../domain/activity/catalog';
import { checkEligibility } from '../../domain/activity/eligibility';
import { DomainError } from '../../domain/errors';
import { findUserById } from '../../domain/users';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, idParams, pageQuery } from '../schemas';
import {
  activityEnvelope,
  activityPageEnvelope,
  activityTypesEnvelope,
  applicationPageEnvelope,
  applicationStatusEnvelope,
  appliedEnvelope,
} from './activity-schemas';

const tags = ['activity'];
const security = [{ bearerAuth: [] }];
const notFound = () => new DomainError(404, '活动不存在');

const applicationJson = (row: ApplicationRow) => ({
  id: row.id,
  activity_id: row.activityId,
  period: row.periodKey,
  status: row.status,
  status_text: STATUS_TEXT[row.status] ?? '',
  reward: fenToYuan(row.reward),
  remark: row.remark,
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** SPEC 7 Activity: the catalogue is public; applications and their status belong to the player. */
export const activityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/v1/activity/types', { schema: { tags, response: { 200: activityTypesEnvelope } } }, async () =>
    ok([...ACTIVITY_TYPES]),
  );

  app.get(
    '/v1/activity/list',
    {
      schema: {
        tags,
        querystring: pageQuery.extend({ type_id: z.coerce.number().int().min(1).max(99).optional() }),
        response: { 200: activityPageEnvelope },
      },
    },
    async (request) => {
      const { page, per_page, type_id } = request.query;
      const rows = await runningActivities(db, type_id);
      const list = rows.slice((page - 1) * per_page, page * per_page).map((row) => activityJson(row));
      return ok({ list, total: rows.length, page, per_page });
    },
  );

  app.get(
    '/v1/activity/detail/:id',
    { schema: { tags, params: idParams, response: { 200: activityEnvelope } } },
    async (request) => {
      const activity = await findActivity(db, request.params.id);
      if (!activity) throw notFound();
      return ok(activityJson(activity));
    },
  );

  app.get(
    '/v1/activity/my-applications',
    {
      schema: {
        tags,
        security,
        description: '我的活动申请记录；status 0 审核中 1 已发放 2 已拒绝',
        querystring: pageQuery.extend({ status: z.coerce.number().int().min(0).max(2).optional() }),
        response: { 200: applicationPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, status } = request.query;
      const { rows, total } = await myApplications(db, user.id, {
        page,
        perPage: per_page,
        ...(status === undefined ? {} : { status }),
      });
      const list = rows.map((row) => ({
        ...applicationJson(row.application),
        title: row.title,
        banner: row.banner,
      }));
      return ok({ list, total, page, per_page });
    },
  );

  app.get(
    '/v1/activity/:id/application-status',
    { schema: { tags, security, params: idParams, response: { 200: applicationStatusEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const activity = await findActivity(db, request.params.id);
      if (!activity) throw notFound();
      const application = await applicationFor(db, user.id, activity);
      const eligibility = await checkEligibility(db, user, activity);
      return ok({
        activity_id: activity.id,
        applied: application !== null,
        application: application ? applicationJson(application) : null,
        // 自动发放 activities are never applied for: the platform pays them when the condition is met.
        can_apply: application === null && !activity.autoGrant && isRunning(activity) && eligibility.eligible,
        ...eligibility,
      });
    },
  );

  app.post(
    '/v1/activity/apply',
    {
      schema: {
        tags,
        security,
        description: '申请活动：自动审核类满足条件即发放奖励，其余进入人工审核；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: z.strictObject({
          activity_id: z.coerce.number({ error: '请选择活动' }).int().positive('请选择活动'),
        }),
        response: { 200: appliedEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const activity = await findActivity(db, request.body.activity_id);
      if (!activity) throw notFound();
      const requestKey = request.headers['idempotency-key'];
      const { application, repeated } = await applyForActivity(
        db,
        user.id,
        activity,
        requestKey ? { requestKey } : {},
      );
      const after = await findUserById(db, user.id);
      return ok({
        ...applicationJson(application),
        repeated,
        balance: fenToYuan(after?.balance ?? 0n),
      });
    },
  );
};
