import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { rejectWith } from '../../domain/errors';
import { isUniqueViolation } from '../../domain/finance/common';
import { consumeSmsCode } from '../../domain/sms';
import { toUserInfo } from '../../domain/userinfo';
import { findUserById } from '../../domain/users';
import { requireSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { rateLimiters } from '../rate-limits';
import { phone, smsCode, userInfoEnvelope } from '../schemas';

/** The SMS code type of binding (send-code with type bind_phone). */
export const BIND_PHONE_SMS_TYPE = 'bind_phone';
const TAKEN = '该手机号已绑定其他账号';

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
      if (user.phone === number) throw rejectWith('已绑定该手机号');
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, number), ne(users.id, user.id)))
        .limit(1);
      if (owner) throw rejectWith(TAKEN);
      await consumeSmsCode(db, number, BIND_PHONE_SMS_TYPE, sms_code);
      try {
        await db.update(users).set({ phone: number }).where(eq(users.id, user.id));
      } catch (error) {
        // Another account bound it between the check and the write.
        if (isUniqueViolation(error)) throw rejectWith(TAKEN);
        throw error;
      }
      return ok(toUserInfo((await findUserById(db, user.id)) ?? user), '手机绑定成功');
    },
  );
};
