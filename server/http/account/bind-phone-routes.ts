import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bindPhone } from '../../domain/account';
import { toUserInfo } from '../../domain/userinfo';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { phone, smsCode, userInfoEnvelope } from '../schemas';
import { visitorOf } from './devices';

const bindPhoneBody = z.strictObject({ phone, sms_code: smsCode });

/**
 * 绑定手机 (account centre): a phone the player proves with an SMS code sent to it, used by 找回密码. A phone
 * belongs to one account; a new proven phone replaces the old one. The code is checked before anything about
 * the phone is said, and wrong codes are counted per code, per account and per address (domain/account.ts).
 */
export const bindPhoneRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/v1/user/bind-phone',
    {
      schema: {
        tags: ['user'],
        description:
          '绑定手机：先以 type=bind_phone 发送验证码；先校验验证码（错误时对任何手机号回答相同），每个账号每小时最多错10次、每个IP 30次',
        body: bindPhoneBody,
        security: [{ bearerAuth: [] }],
        response: { 200: userInfoEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { phone: number, sms_code } = request.body;
      const saved = await bindPhone(db, user, { phone: number, smsCode: sms_code }, visitorOf(request));
      return ok(toUserInfo(saved), '手机绑定成功');
    },
  );
};
