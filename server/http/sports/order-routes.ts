import { AMOUNT_RANGE, MULTIPLE_RANGE } from '@app/shared/betting';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../domain/errors';
import {
  comboDetails,
  comboStats,
  findOwnOrder,
  oneOrderJson,
  orderHistory,
} from '../../domain/sports/order-views';
import { submitOrder } from '../../domain/sports/submit';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { pagedDayQuery } from '../finance/report-schemas';
import { idempotencyHeaders, idParams } from '../schemas';
import {
  comboDetailsEnvelope,
  comboStatsEnvelope,
  oddsChangedEnvelope,
  orderEnvelope,
  orderPageEnvelope,
  placedOrderJson,
  refusedEnvelope,
  submittedOrderEnvelope,
} from './order-schemas';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

const selection = z.strictObject({
  match_id: z.number({ error: '请选择比赛' }).int().positive(),
  play: z.string({ error: '请选择玩法' }).min(1).max(32),
  option: z.string({ error: '请选择投注选项' }).min(1).max(32),
  odds: z.string({ error: '赔率格式不正确' }).regex(/^\d{1,6}(\.\d{1,2})?$/, '赔率格式不正确'),
  banker: z.boolean({ error: '胆码设置不正确' }).optional().describe('胆 (banker) of a 串关'),
});

/** 奖金优化: checked by planOptimized of @app/shared/betting against the plan of the slip. */
const optimization = z.strictObject(
  {
    total: z.number({ error: '请输入计划购买金额' }).describe('total stake in yuan: Σ multiples × amount'),
    sub_bets: z
      .array(
        z.strictObject({
          picks: z.array(z.number().int().min(0).max(199)).min(1).max(8).describe('indexes into selections'),
          multiple: z.number({ error: '每注倍数至少为1倍' }),
        }),
      )
      .min(1)
      .max(100, '超过100注的方案不支持奖金优化'),
  },
  { error: '奖金优化方案不正确' },
);

export const submitBody = z.strictObject({
  sport: z.enum(['football', 'basketball'], { error: '运动项目不正确' }),
  mode: z.enum(['single', 'mixed'], { error: '投注方式不正确' }),
  combos: z.array(z.string().max(8)).max(40).default([]),
  selections: z
    .array(selection, { error: '请选择投注选项' })
    .min(1, '请选择投注选项')
    .max(200, '投注选项过多'),
  amount: z.number({ error: (issue) => (issue.input === undefined ? '请输入投注金额' : AMOUNT_RANGE) }),
  multiple: z.number({ error: (issue) => (issue.input === undefined ? '请输入投注倍数' : MULTIPLE_RANGE) }),
  optimization: optimization.optional().describe('奖金优化 of a 串关 (multiple must then be 1)'),
  /** 不接受 / 仅接受升赔 / 接受全部 moved odds; without it, any move is refused with 409. */
  odds_policy: z.enum(['none', 'higher', 'any'], { error: '赔率变化设置不正确' }).optional(),
});

const orderNoParams = z.object({ orderNo: z.string().regex(/^SP\d{20}$/, '订单号不正确') });
const comboQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  status: z.coerce.number().int().min(0).max(3).optional(),
});
/** 我的注单 filters: status (0 待开奖 1 已中奖 2 未中奖 3 已退款) and Beijing days start_date..end_date. */
const historyQuery = pagedDayQuery({
  status: z.coerce
    .number({ error: '注单状态不正确' })
    .int('注单状态不正确')
    .min(0, '注单状态不正确')
    .max(3, '注单状态不正确')
    .optional(),
});
const notFound = () => new DomainError(404, '订单不存在');

/** SPEC 7 Orders: place a slip, and the owner's history, details, combination details and statistics. */
export const orderRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/v1/order/submit',
    {
      schema: {
        tags,
        security,
        description:
          '投注：单关或串关（combos 如 ["3x4"]，selections 可设 banker 胆），amount 元/注，multiple 倍；串关可带 optimization（奖金优化：每注倍数，合计 total 元）；赔率变化时按 odds_policy（none 不接受 / higher 仅接受升赔 / any 接受全部）以当前赔率成交，否则返回 409 与 data.changes；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: submitBody,
        response: { 200: submittedOrderEnvelope, 409: oddsChangedEnvelope, 422: refusedEnvelope },
      },
    },
    async (request) => {
      const { user, tokenId } = request.session;
      const { odds_policy, ...slip } = request.body;
      const { order, repeated } = await submitOrder(db, {
        userId: user.id,
        sessionId: tokenId,
        ...slip,
        ...(odds_policy ? { oddsPolicy: odds_policy } : {}),
        ...(request.headers['idempotency-key'] ? { idempotencyKey: request.headers['idempotency-key'] } : {}),
      });
      return ok(placedOrderJson(order, repeated));
    },
  );

  app.get(
    '/v1/order/history',
    {
      schema: {
        tags,
        security,
        description:
          '我的注单：本人注单按下单时间倒序；status（0 待开奖 1 已中奖 2 未中奖 3 已退款）、北京日期 start_date/end_date（含）',
        querystring: historyQuery,
        response: { 200: orderPageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, ...filter } = request.query;
      return ok(await orderHistory(db, user.id, filter, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/order/detail/:id',
    { schema: { tags, security, params: idParams, response: { 200: orderEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const order = await findOwnOrder(db, user.id, { id: request.params.id });
      if (!order) throw notFound();
      return ok(await oneOrderJson(db, order));
    },
  );

  app.get(
    '/v1/order/by-no/:orderNo/detail',
    { schema: { tags, security, params: orderNoParams, response: { 200: orderEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const order = await findOwnOrder(db, user.id, { orderNo: request.params.orderNo });
      if (!order) throw notFound();
      return ok(await oneOrderJson(db, order));
    },
  );

  app.get(
    '/v1/order/by-no/:orderNo/combo-details',
    {
      schema: {
        tags,
        security,
        params: orderNoParams,
        querystring: comboQuery,
        response: { 200: comboDetailsEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const order = await findOwnOrder(db, user.id, { orderNo: request.params.orderNo });
      if (!order) throw notFound();
      const { page, per_page, status } = request.query;
      return ok(
        await comboDetails(db, order, {
          page,
          perPage: per_page,
          ...(status === undefined ? {} : { status }),
        }),
      );
    },
  );

  app.get(
    '/v1/order/by-no/:orderNo/combo-stats',
    { schema: { tags, security, params: orderNoParams, response: { 200: comboStatsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const order = await findOwnOrder(db, user.id, { orderNo: request.params.orderNo });
      if (!order) throw notFound();
      return ok(await comboStats(db, order));
    },
  );
};
