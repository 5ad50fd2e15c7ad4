import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESET_SMS_TYPE, resetPasswordByPhone, sendPasswordResetCode } from '../../domain/account';
import type { RouteDeps } from '../deps';
import { emptyEnvelope, ok } from '../envelope';
import { rateLimiters, registerLimitPerIp, smsSendLimitPerIp } from '../rate-limits';
import { password, phone, smsCode } from '../schemas';

const tags = ['auth'];
/** The same answer whether the phone is registered or not: the form must not tell who has an account. */
export const RESET_CODE_SENT = '如该手机号已注册，验证码已发送';

const resetBody = z
  .strictObject({
    phone,
    sms_code: smsCode,
    password,
    password_confirmation: z.string({ error: '请再次输入密码' }),
  })
  .refine((body) => body.password === body.password_confirmation, {
    message: '两次输入的密码不一致',
    path: ['password_confirmation'],
  });

/**
 * SPEC 6 forgot / reset password by phone: an SMS code (sent only to a registered phone, under the SMS
 * send limits), then a new password with the code (under registration's code-guess limits). Every
 * session of the account ends.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, env, rateLimitStore, realtime },
) => {
  const limiter = await rateLimiters(app, rateLimitStore);

  app.post(
    '/v1/forgot-password',
    {
      schema: {
        tags,
        description:
          '找回密码：向已注册的手机号发送验证码（与注册相同的发送频率限制；未注册的手机号得到同样的回答）',
        body: z.strictObject({ phone }),
        response: { 200: emptyEnvelope },
      },
      onRequest: limiter('smsSendPerIp', { max: smsSendLimitPerIp(env) }),
      preHandler: limiter('smsSendPerPhone'),
    },
    async (request) => {
      const { phone: number } = request.body;
      const code = await sendPasswordResetCode(db, number, request.ip);
      if (code !== null) {
        request.log.info({ phone: number, type: RESET_SMS_TYPE, code }, 'SMS code (no provider configured)');
      }
      return ok(null, RESET_CODE_SENT);
    },
  );

  app.post(
    '/v1/reset-password',
    {
      schema: {
        tags,
        description:
          '重置密码：手机号 + 验证码 + 新密码（每个手机号10分钟内最多猜5次验证码）；账号的所有登录会话失效',
        body: resetBody,
        response: { 200: emptyEnvelope },
      },
      onRequest: limiter('registerPerIp', { max: registerLimitPerIp(env) }),
      preHandler: limiter('registerPerPhone'),
    },
    async (request) => {
      const { phone: number, sms_code, password: secret } = request.body;
      const userId = await resetPasswordByPhone(db, { phone: number, smsCode: sms_code, password: secret });
      // Open sockets of the ended sessions stop receiving the player's private events at once.
      realtime.endSessions(userId);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
};
