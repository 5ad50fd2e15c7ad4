import { fenToYuan, toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRate } from '../../domain/finance/common';
import { demoGatewayEnabled } from '../../domain/finance/gateway-signing';
import {
  cancelPaymentOrder,
  createPaymentOrder,
  listPaymentOrders,
  ownPaymentOrder,
  type PaymentOrderRow,
  paymentJson,
  paymentStatistics,
  submitTransfer,
} from '../../domain/finance/payments';
import {
  RECHARGE_METHODS,
  type RechargeMethod,
  type RechargeSettings,
  rechargeSettings,
} from '../../domain/finance/settings';
import { METHOD_TEXT } from '../../domain/finance/statuses';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, idParams, moneyAmount, pageQuery, userText } from '../schemas';
import { payUrlFor } from './gateway-routes';
import {
  createdPaymentEnvelope,
  paymentInfoEnvelope,
  paymentOrderEnvelope,
  paymentPageEnvelope,
  paymentStatisticsEnvelope,
  recentPaymentsEnvelope,
  rechargeMethodsEnvelope,
  systemWalletEnvelope,
  usdtRateEnvelope,
} from './payment-schemas';

const tags = ['payments'];
const security = [{ bearerAuth: [] }];

const METHOD_HINTS: Record<RechargeMethod, string> = {
  online: '支付宝/微信/云闪付，即时到账',
  bank: '转账到公司账户，人工确认到账',
  usdt: 'TRC20网络转账，确认后到账',
};

const createBody = z.strictObject({
  method: z.enum(RECHARGE_METHODS, { error: '请选择充值方式' }),
  amount: moneyAmount,
});
const orderRef = z.strictObject({
  order_no: z.string({ error: '请提供订单号' }).regex(/^RC\d{20}$/, '订单号不正确'),
});
const transferBody = orderRef.extend({
  tx_hash: z
    .string()
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, '交易哈希须为64位十六进制字符')
    .optional(),
  voucher: userText('转账凭证')
    .trim()
    .min(2, '转账凭证至少2个字符')
    .max(200, '转账凭证不能超过200个字符')
    .optional(),
});
const listQuery = pageQuery.extend({ status: z.coerce.number().int().min(0).max(5).optional() });

function methodsJson(settings: RechargeSettings) {
  return settings.methods.map((method) => ({
    key: method,
    name: METHOD_TEXT[method] ?? method,
    description: METHOD_HINTS[method],
    min: fenToYuan(settings.minFen),
    max: fenToYuan(settings.maxFen),
    presets: settings.presets,
  }));
}

/** What the player needs to pay this order: the gateway link, the company account or the USDT address. */
function paymentInfo(order: PaymentOrderRow, settings: RechargeSettings, payUrl: string) {
  const base = { order: paymentJson(order) };
  if (order.method === 'online') return { ...base, pay_url: payUrl };
  if (order.method === 'bank') return { ...base, bank_account: settings.bankAccount };
  return {
    ...base,
    address: settings.systemWalletAddress,
    network: 'TRC20',
    usdt_amount: base.order.usdt_amount,
    usdt_rate: base.order.usdt_rate,
  };
}

/** SPEC 7 Payment orders (recharge); money arrives through the gateway callback or `pnpm ops payment:confirm`. */
export const paymentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const payUrl = payUrlFor(deps);
  const demoGateway = demoGatewayEnabled(deps.env);
  // Without the demo gateway (production) there is no online method to offer: creating one is refused.
  const offeredSettings = async (): Promise<RechargeSettings> => {
    const settings = await rechargeSettings(db);
    return demoGateway ? settings : { ...settings, methods: settings.methods.filter((m) => m !== 'online') };
  };

  app.get(
    '/v1/payment-orders',
    { schema: { tags, security, querystring: listQuery, response: { 200: paymentPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, status } = request.query;
      return ok(await listPaymentOrders(db, user.id, { page, perPage: per_page, status }));
    },
  );

  app.get(
    '/v1/payment-orders/simple',
    {
      schema: {
        tags,
        security,
        description: '最近5笔充值订单（充值页用）',
        response: { 200: recentPaymentsEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { list } = await listPaymentOrders(db, user.id, { page: 1, perPage: 5 });
      return ok(
        list.map(({ id, order_no, method_text, amount, status, status_text, created_at }) => ({
          id,
          order_no,
          method_text,
          amount,
          status,
          status_text,
          created_at,
        })),
      );
    },
  );

  app.get(
    '/v1/payment-orders/statistics',
    { schema: { tags, security, response: { 200: paymentStatisticsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await paymentStatistics(db, user.id));
    },
  );

  app.get(
    '/v1/payment-orders/methods',
    { schema: { tags, security, response: { 200: rechargeMethodsEnvelope } } },
    async () => {
      return ok(methodsJson(await offeredSettings()));
    },
  );

  app.get(
    '/v1/payment-orders/system-wallet-address',
    { schema: { tags, security, response: { 200: systemWalletEnvelope } } },
    async () => {
      const settings = await rechargeSettings(db);
      return ok({ address: settings.systemWalletAddress, network: 'TRC20', currency: 'USDT' });
    },
  );

  app.get(
    '/v1/payment-orders/usdt-rate',
    { schema: { tags, security, response: { 200: usdtRateEnvelope } } },
    async () => {
      return ok({
        rate: formatRate((await rechargeSettings(db)).usdtRate),
        currency: 'CNY',
        network: 'TRC20',
      });
    },
  );

  app.get(
    '/v1/payment-orders/:id',
    { schema: { tags, security, params: idParams, response: { 200: paymentOrderEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(paymentJson(await ownPaymentOrder(db, user.id, { id: request.params.id })));
    },
  );

  app.post(
    '/v1/payment-orders',
    {
      schema: {
        tags,
        security,
        description:
          '创建充值订单（online 演示网关 / bank 银行转账 / usdt），返回支付信息；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: createBody,
        response: { 200: createdPaymentEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const settings = await offeredSettings();
      const { order, repeated } = await createPaymentOrder(db, settings, {
        userId: user.id,
        method: request.body.method,
        amountFen: toFen(request.body.amount),
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok({ ...paymentInfo(order, settings, payUrl(order.orderNo)), repeated });
    },
  );

  app.post(
    '/v1/payment-orders/:id/cancel',
    { schema: { tags, security, params: idParams, response: { 200: paymentOrderEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(paymentJson(await cancelPaymentOrder(db, user.id, request.params.id)), '订单已取消');
    },
  );

  app.post(
    '/v1/payment-orders/payment-info',
    { schema: { tags, security, body: orderRef, response: { 200: paymentInfoEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const order = await ownPaymentOrder(db, user.id, { orderNo: request.body.order_no });
      return ok(paymentInfo(order, await rechargeSettings(db), payUrl(order.orderNo)));
    },
  );

  app.post(
    '/v1/payment-orders/submit-transfer',
    {
      schema: {
        tags,
        security,
        description: '提交转账信息：USDT 填 tx_hash（64位十六进制），银行转账填 voucher',
        body: transferBody,
        response: { 200: paymentOrderEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { order_no, tx_hash, voucher } = request.body;
      const order = await submitTransfer(db, user.id, { orderNo: order_no }, { txHash: tx_hash, voucher });
      return ok(paymentJson(order), '已提交，请等待确认');
    },
  );
};
