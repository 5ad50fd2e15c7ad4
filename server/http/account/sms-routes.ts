import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_LIMITS } from '../../domain/auth/secret-guard';
import { proveSmsCode } from '../../domain/sms';
import { issueSmsCode } from '../../domain/sms-delivery/issue';
import type { RouteDeps } from '../deps';
import { envelopeOf, ok } from '../envelope';
import { RATE_LIMITS, rateLimiters, smsSendLimitPerIp } from '../rate-limits';
import { codeSent, codeSentSchema, smsSendBody, smsVerifyBody } from '../schemas';
import { visitorOf } from './devices';

const tags = ['sms'];

export const smsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env, rateLimitStore, sms }) => {
  const limiter = await rateLimiters(app, rateLimitStore);
  const sendLimitPerIp = smsSendLimitPerIp(env);
  const minutes = (ms: number) => ms / 60_000;
  const { smsSendPerPhone, smsSendPerIp } = RATE_LIMITS;
  const [guesses] = CLIENT_LIMITS;
  app.post(
    '/v1/sms/send-code',
    {
      schema: {
        tags,
        description:
          `发送短信验证码（每个手机号${smsSendPerPhone.timeWindow / 1000}秒${smsSendPerPhone.max}次，` +
          `每个IP ${minutes(smsSendPerIp.timeWindow)}分钟${sendLimitPerIp}次）。` +
          '验证码由配置的短信服务商发送（SMS_PROVIDER）；演示短信服务时 data.demo_code 为验证码，页面显示“演示环境，验证码：xxxxxx”。',
        body: smsSendBody,
        response: { 200: envelopeOf(codeSentSchema) },
      },
      onRequest: limiter('smsSendPerIp', { max: sendLimitPerIp }),
      preHandler: limiter('smsSendPerPhone'),
    },
    async (request) => {
      const { phone, type } = request.body;
      const issued = await issueSmsCode(db, sms, { phone, type, ip: request.ip }, (error) =>
        request.log.error({ err: error, provider: sms?.name }, 'SMS not sent'),
      );
      return ok(codeSent(issued), '验证码已发送');
    },
  );

  app.post(
    '/v1/sms/verify-code',
    {
      schema: {
        tags,
        description: `校验短信验证码（同一验证码每个客户端${minutes(guesses.windowMs)}分钟内最多猜${guesses.max}次，与注册、找回密码、绑定手机合计）`,
        body: smsVerifyBody,
        response: { 200: envelopeOf(z.object({ valid: z.boolean() })) },
      },
    },
    async (request) => {
      const { phone, code, type } = request.body;
      await proveSmsCode(db, { phone, type, code }, visitorOf(request));
      return ok({ valid: true });
    },
  );
};
