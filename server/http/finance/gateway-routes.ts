import { randomBytes } from 'node:crypto';
import { fenToYuan } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import { applyGatewayCallback } from '../../domain/finance/gateway-callbacks';
import {
  demoGatewayEnabled,
  type GatewayCallback,
  gatewaySecret,
  payUrl,
  signCallback,
  verifyPayLink,
} from '../../domain/finance/gateway-signing';
import { expireStale, paymentOrderByNo } from '../../domain/finance/payments';
import { PAYMENT_STATUS, PAYMENT_STATUS_TEXT } from '../../domain/finance/statuses';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { fileResponse } from '../schemas';
import { GATEWAY_CSS, GATEWAY_JS, gatewayPageHtml } from './gateway-page';
import { gatewayCallbackEnvelope } from './payment-schemas';

const tags = ['payments'];
const MERCHANT = '星辰体育 · 账户充值';
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

const orderNo = z.string().regex(/^RC\d{20}$/, '订单号不正确');
const callbackBody = z.strictObject({
  order_no: orderNo,
  trade_no: z.string().regex(/^[A-Za-z0-9]{6,64}$/, '交易号不正确'),
  amount: z.string().regex(/^\d{1,10}\.\d{2}$/, '金额格式不正确'),
  status: z.enum(['success', 'failed']),
  timestamp: z.number().int().positive(),
  nonce: z.string().regex(/^[0-9a-f]{8,64}$/, 'nonce不正确'),
  sign: z.string().regex(/^[0-9a-f]{64}$/, '签名错误'),
});

/** The pay link for a new online order (signed, so only orders the platform created open a cashier). */
export const payUrlFor = (deps: RouteDeps) => {
  const secret = gatewaySecret(deps.env, deps.opsToken);
  return (order: string) => payUrl(secret, order);
};

/**
 * The platform's gateway callback endpoint, which verifies the HMAC-SHA256 signature and applies a payment
 * exactly once, and (outside production unless PAYMENT_DEMO_GATEWAY=1) the demo gateway's cashier page.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const secret = gatewaySecret(deps.env, deps.opsToken);
  if (demoGatewayEnabled(deps.env)) await app.register(demoCashierRoutes, { ...deps, secret });

  app.post(
    '/v1/payment-orders/callback',
    {
      schema: {
        tags,
        description:
          '支付网关回调（HMAC-SHA256 签名）：同一订单只入账一次；重复回调与已取消/已过期订单的迟到回调返回 ignored/duplicate',
        body: callbackBody,
        response: { 200: gatewayCallbackEnvelope },
      },
    },
    async (request) => {
      const outcome = await applyGatewayCallback(db, secret, request.body);
      const fields = { order_no: outcome.order.orderNo, result: outcome.result, reason: outcome.reason };
      if (outcome.result === 'applied') request.log.info(fields, 'payment callback applied');
      else request.log.warn(fields, 'payment callback not applied');
      return ok(
        {
          order_no: outcome.order.orderNo,
          result: outcome.result,
          status: outcome.order.status,
          status_text: PAYMENT_STATUS_TEXT[outcome.order.status] ?? '',
          callback_count: outcome.order.callbackCount,
        },
        outcome.reason,
      );
    },
  );
};

/** The demo gateway's cashier: a page whose buttons deliver signed callbacks, as a third-party cashier would. */
const demoCashierRoutes: FastifyPluginAsyncZod<RouteDeps & { secret: string }> = async (app, deps) => {
  const { db, secret } = deps;
  app.get(
    '/demo-gateway/pay',
    {
      schema: {
        tags,
        description: '演示支付网关收银台页面（HTML）',
        querystring: z.object({ order_no: orderNo, sign: z.string().max(128) }),
        response: { 200: fileResponse('text/html', '收银台页面') },
      },
    },
    async (request, reply) => {
      const { order_no, sign } = request.query;
      if (!verifyPayLink(secret, order_no, sign)) throw new DomainError(404, '支付链接无效');
      await expireStale(db);
      const order = await paymentOrderByNo(db, order_no).catch(() => null);
      if (order?.method !== 'online') throw new DomainError(404, '充值订单不存在');
      const payable = order.status === PAYMENT_STATUS.pending;
      const signed = (status: GatewayCallback['status']) =>
        signCallback(secret, {
          order_no,
          trade_no: `DP${order_no.slice(2)}`,
          amount: fenToYuan(order.amount),
          status,
          timestamp: Math.floor(Date.now() / 1000),
          nonce: randomBytes(8).toString('hex'),
        });
      const html = gatewayPageHtml({
        orderNo: order_no,
        amount: fenToYuan(order.amount),
        merchant: MERCHANT,
        success: payable ? signed('success') : null,
        failure: payable ? signed('failed') : null,
        notice: payable ? '请确认支付金额' : `订单${PAYMENT_STATUS_TEXT[order.status] ?? ''}`,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_POLICY)
        .send(html);
    },
  );

  app.get('/demo-gateway/gateway.js', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(GATEWAY_JS),
  );
  app.get('/demo-gateway/gateway.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(GATEWAY_CSS),
  );
};
