import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resetPasswordByPhone, sendPasswordResetCode } from '../../domain/account';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { rateLimiters, registerLimitPerIp, smsSendLimitPerIp } from '../rate-limits';
import { codeSent, codeSentSchema, password, phone, smsCode } from '../schemas';
import { rememberDevice, visitorOf } from './devices';

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
 * send limits), then a new password with the code (counted per code and client). Every session of the
 * account ends.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<RouteDeps> = async (
  app,
  { db, env, rateLimitStore, realtime, sms },
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
        response: { 200: envelopeOf(codeSentSchema) },
      },
      onRequest: limiter('smsSendPerIp', { max: smsSendLimitPerIp(env) }),
      preHandler: limiter('smsSendPerPhone'),
    },
    async (request) => {
      const { phone: number } = request.body;
      const issued = await sendPasswordResetCode(db, sms, { phone: number, ip: request.ip }, (error) =>
        request.log.error({ err: error, provider: sms?.name }, 'SMS not sent'),
      );
      return ok(codeSent(issued), RESET_CODE_SENT);
    },
  );

  app.post(
    '/v1/reset-password',
    {
      schema: {
        tags,
        description:
          '重置密码：手机号 + 验证码 + 新密码（同一验证码每个客户端15分钟内最多猜5次）；账号的所有登录会话失效；' +
          '回答账号的用户名（手机号也可登录），并记住此设备',
        body: resetBody,
        response: { 200: envelopeOf(z.object({ username: z.string() })) },
      },
      onRequest: limiter('registerPerIp', { max: registerLimitPerIp(env) }),
    },
    async (request, reply) => {
      const { phone: number, sms_code, password: secret } = request.body;
      const user = await resetPasswordByPhone(
        db,
        { phone: number, smsCode: sms_code, password: secret },
        visitorOf(request),
      );
      // Open sockets of the ended sessions stop receiving the player's private events at once.
      realtime.endSessions(user.id);
      // The phone was proven: this browser may keep signing in whatever strangers try.
      rememberDevice(request, reply, user.id);
      return ok({ username: user.username }, `密码已重置，您的用户名是 ${user.username}，请使用新密码登录`);
    },
  );
};
