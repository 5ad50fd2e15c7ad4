import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeLoginPassword,
  renewLotteryToken,
  setPaymentPassword,
  updateProfile,
} from '../../domain/account';
import { appInfoFrom, readAllConfigCached } from '../../domain/config';
import { toBalance, toUserInfo } from '../../domain/userinfo';
import { vipLevelOf } from '../../domain/vip';
import type { RouteDeps } from '../deps';
import { emptyEnvelope, envelopeOf, ok } from '../envelope';
import { appInfoEnvelope } from '../platform/config-schemas';
import {
  changePasswordBody,
  noBody,
  paymentPasswordBody,
  updateProfileBody,
  userInfoEnvelope,
} from '../schemas';
import { vipLevelEnvelope } from '../social/reward-schemas';

const tags = ['user'];
const bearer = [{ bearerAuth: [] }];

export const userRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, realtime, sms }) => {
  const userInfoResponse = { response: { 200: userInfoEnvelope }, security: bearer };
  const me = async (request: FastifyRequest) => ok(toUserInfo(request.session.user));

  app.get('/v1/me', { schema: { tags, ...userInfoResponse } }, me);
  app.get('/user/profile', { schema: { tags, ...userInfoResponse } }, me);

  app.get(
    '/v1/user/balance',
    {
      schema: {
        tags,
        security: bearer,
        response: {
          200: envelopeOf(
            z.object({
              balance: z.string(),
              codingvolume: z.string(),
              paysum: z.string(),
              totalgame: z.string(),
              total_withdraw: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => ok(toBalance(request.session.user)),
  );

  app.get(
    '/v1/user/viplevel',
    { schema: { tags, security: bearer, response: { 200: vipLevelEnvelope } } },
    async (request) => ok(vipLevelOf(request.session.user)),
  );

  app.post(
    '/user/update',
    { schema: { tags, body: updateProfileBody, ...userInfoResponse } },
    async (request) => {
      const { user } = request.session;
      return ok(toUserInfo(await updateProfile(db, user, request.body)));
    },
  );

  app.post(
    '/v1/user/profile',
    { schema: { tags, body: changePasswordBody, security: bearer, response: { 200: emptyEnvelope } } },
    async (request) => {
      const { session } = request;
      const { user } = session;
      const ended = await changeLoginPassword(db, session, {
        old: request.body.old_password,
        new: request.body.password,
      });
      if (ended.length > 0) realtime.endSessions(user.id, ended);
      return ok(null, '密码修改成功');
    },
  );

  app.post(
    '/v1/user/set-payment-password',
    { schema: { tags, body: paymentPasswordBody, security: bearer, response: { 200: emptyEnvelope } } },
    async (request) => {
      await setPaymentPassword(db, request.session, request.body);
      return ok(null, '支付密码设置成功');
    },
  );

  app.post(
    '/v1/update-lottery-token',
    {
      schema: {
        tags,
        body: noBody,
        security: bearer,
        response: { 200: envelopeOf(z.object({ lottery_token: z.string() })) },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok({ lottery_token: await renewLotteryToken(db, user.id) });
    },
  );

  // Without an SMS provider no code can reach a phone: the forms that need one are not offered.
  app.post(
    '/v1/appinfo',
    { schema: { tags: ['config'], body: noBody, response: { 200: appInfoEnvelope } } },
    async () => {
      const appInfo = appInfoFrom(await readAllConfigCached(db));
      return ok(sms ? appInfo : { ...appInfo, sms_open: 0 });
    },
  );
};
