import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkSmsCode, sendSmsCode } from '../../domain/sms';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { RATE_LIMITS, rateLimiters, smsSendLimitPerIp } from '../rate-limits';
import { smsSendBody, smsVerifyBody } from '../schemas';

const tags = ['sms'];

export const smsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env, rateLimitStore }) => {
  const limiter = await rateLimiters(app, rateLimitStore);
  const sendLimitPerIp = smsSendLimitPerIp(env);
  const minutes = (ms: number) => ms / 60_000;
  const { smsSendPerPhone, smsSendPerIp, smsVerifyPerPhone } = RATE_LIMITS;
  app.post(
    '/v1/sms/send-code',
    {
      schema: {
        tags,
        description:
          `发送短信验证码（每个手机号${smsSendPerPhone.timeWindow / 1000}秒${smsSendPerPhone.max}次，` +
          `每个IP ${minutes(smsSendPerIp.timeWindow)}分钟${sendLimitPerIp}次）。` +
          '没有短信服务商：验证码写入服务器日志，可用 `pnpm ops sms:last PHONE` 查看。',
        body: smsSendBody,
        response: { 200: envelopeOf(z.object({ expires_in: z.number() })) },
      },
      onRequest: limiter('smsSendPerIp', { max: sendLimitPerIp }),
      preHandler: limiter('smsSendPerPhone'),
    },
    async (request) => {
      const { phone, type } = request.body;
      const code = await sendSmsCode(db, phone, type, request.ip);
      request.log.info({ phone, type, code }, 'SMS code (no provider configured)');
      return ok({ expires_in: 300 }, '验证码已发送');
    },
  );

  app.post(
    '/v1/sms/verify-code',
    {
      schema: {
        tags,
        description: `校验短信验证码（每个手机号${minutes(smsVerifyPerPhone.timeWindow)}分钟内最多${smsVerifyPerPhone.max}次）`,
        body: smsVerifyBody,
        response: { 200: envelopeOf(z.object({ valid: z.boolean() })) },
      },
      preHandler: limiter('smsVerifyPerPhone'),
    },
    async (request) => {
      const { phone, code, type } = request.body;
      await checkSmsCode(db, phone, type, code);
      return ok({ valid: true });
    },
  );
};
