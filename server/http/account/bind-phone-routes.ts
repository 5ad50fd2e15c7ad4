import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindPhone } from '../../domain/account';
import { toUserInfo } from '../../domain/userinfo';
import { requireSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { rateLimiters } from '../rate-limits';
import { phone, smsCode, userInfoEnvelope } from '../schemas';

const bindPhoneBody = z.strictObject({ phone, sms_code: smsCode });

/**
 * 绑定手机 (account centre): a phone the player proves with an SMS code sent to it, used by 找回密码. A phone
 * belongs to one account; a new proven phone replaces the old one. Guesses are counted per phone like the
 * verify endpoint (5 in 10 minutes), and the code is used up.
 */
export const bindPhoneRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, rateLimitStore }) => {
  const limiter = await rateLimiters(app, rateLimitStore);
  app.post(
    '/v1/user/bind-phone',
    {
      schema: {
        tags: ['user'],
        description: '绑定手机：先以 type=bind_phone 发送验证码；每个手机号10分钟内最多校验5次',
        body: bindPhoneBody,
        security: [{ bearerAuth: [] }],
        response: { 200: userInfoEnvelope },
      },
      preHandler: limiter('smsVerifyPerPhone'),
    },
    async (request) => {
      const { user } = await requireSession(db, request);
      const { phone: number, sms_code } = request.body;
      const saved = await bindPhone(db, user, { phone: number, smsCode: sms_code });
      return ok(toUserInfo(saved), '手机绑定成功');
    },
  );
};
