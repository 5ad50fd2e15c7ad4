import { fenToYuan } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type SigninRow, signIn, signinStatus } from '../../domain/signin/signin';
import { findUserById } from '../../domain/users';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, noBody } from '../schemas';
import { signinEnvelope, signinStatusEnvelope } from './reward-schemas';

const tags = ['signin'];
const security = [{ bearerAuth: [] }];

const signinJson = (row: Pick<SigninRow, 'day' | 'streak' | 'reward'>) => ({
  day: row.day,
  streak: row.streak,
  reward: fenToYuan(row.reward),
});

/** Daily sign-in (/pages/signin/index): one paid sign-in per player and Asia/Shanghai day. */
export const signinRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/signin/status',
    {
      schema: {
        tags,
        security,
        description: '签到日历：month=YYYY-MM（默认本月，北京时间）',
        querystring: z.object({
          month: z
            .string()
            .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式不正确')
            .optional(),
        }),
        response: { 200: signinStatusEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const status = await signinStatus(db, user.id, request.query.month);
      return ok({
        ...status,
        today_reward: fenToYuan(status.today_reward),
        rewards: status.rewards.map((fen, index) => ({ day: index + 1, reward: fenToYuan(fen) })),
        days: status.days.map(signinJson),
      });
    },
  );

  app.post(
    '/v1/signin',
    {
      schema: {
        tags,
        security,
        description: '今日签到并领取奖励；每天一次，支持 Idempotency-Key（重复请求返回首次结果）',
        headers: idempotencyHeaders,
        body: noBody,
        response: { 200: signinEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const requestKey = request.headers['idempotency-key'];
      const { signin, repeated } = await signIn(db, user.id, requestKey ? { requestKey } : {});
      const after = await findUserById(db, user.id);
      return ok({ ...signinJson(signin), repeated, balance: fenToYuan(after?.balance ?? 0n) });
    },
  );
};
