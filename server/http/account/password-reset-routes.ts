import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFailures, users } from '../../db/schema';
import { rejectWith } from '../../domain/errors';
import { hashPassword } from '../../domain/passwords';
import { consumeSmsCode, sendSmsCode } from '../../domain/sms';
import { revokeAllTokens } from '../../domain/tokens';
import type { RouteDeps } from '../deps';
import { emptyEnvelope, ok } from '../envelope';
import { rateLimiters, registerLimitPerIp, smsSendLimitPerIp } from '../rate-limits';
import { password, phone, smsCode } from '../schemas';

const tags = ['auth'];
export const RESET_SMS_TYPE = 'reset_password';
/** The same answer whether the phone is registered or not: the form must not tell who has an account. */
export const RESET_CODE_SENT = '如该手机号已注册，验证码已发送';
const WRONG_CODE = '验证码错误或已过期';

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
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, number)).limit(1);
      if (owner) {
        const code = await sendSmsCode(db, number, RESET_SMS_TYPE, request.ip);
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
      const passwordHash = await hashPassword(secret);
      const userId = await db.transaction(async (tx) => {
        await consumeSmsCode(tx, number, RESET_SMS_TYPE, sms_code);
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.phone, number))
          .returning({ id: users.id, username: users.username });
        // An unregistered phone never received a code; the same words keep it unrevealed.
        if (!user) throw rejectWith(WRONG_CODE);
        await revokeAllTokens(tx, user.id);
        await tx.delete(loginFailures).where(eq(loginFailures.username, user.username));
        return user.id;
      });
      // Open sockets of the ended sessions stop receiving the player's private events at once.
      realtime.endSessions(userId);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );
};
