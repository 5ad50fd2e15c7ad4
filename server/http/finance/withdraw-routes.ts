import { fenToYuan, toFen } from '@app/shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRate, formatUsdt, usdtForPayout } from '../../domain/finance/common';
import { withdrawFee, withdrawSettings } from '../../domain/finance/settings';
import { BANKS } from '../../domain/finance/wallets';
import {
  cancelWithdrawal,
  createWithdrawal,
  listWithdrawals,
  ownWithdrawal,
  todaysCount,
  withdrawalJson,
  withdrawBlocker,
  withdrawStatistics,
} from '../../domain/finance/withdrawals';
import { withdrawFigures } from '../../domain/reports/figures';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, idParams, moneyAmount, pageQuery } from '../schemas';
import { usdtRateEnvelope } from './payment-schemas';
import {
  banksEnvelope,
  withdrawalChangeEnvelope,
  withdrawalEnvelope,
  withdrawalPageEnvelope,
  withdrawBalanceEnvelope,
  withdrawConfigEnvelope,
  withdrawFeeEnvelope,
  withdrawStatisticsEnvelope,
} from './withdraw-schemas';

const tags = ['withdraws'];
const security = [{ bearerAuth: [] }];

const createBody = z.strictObject({
  wallet_id: z.number({ error: '请选择提现钱包' }).int().positive('请选择提现钱包'),
  amount: moneyAmount,
  payment_password: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码须为6位数字'),
});
const listQuery = pageQuery.extend({ status: z.coerce.number().int().min(0).max(3).optional() });

/** SPEC 7 Withdraws: the amount is held at request; `pnpm ops withdraw:approve|reject` ends it. */
export const withdrawRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/withdraws',
    { schema: { tags, security, querystring: listQuery, response: { 200: withdrawalPageEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, status } = request.query;
      return ok(await listWithdrawals(db, user.id, { page, perPage: per_page, status }));
    },
  );

  app.get(
    '/v1/withdraws/statistics',
    { schema: { tags, security, response: { 200: withdrawStatisticsEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await withdrawStatistics(db, user.id));
    },
  );

  app.get(
    '/v1/withdraws/config',
    {
      schema: {
        tags,
        security,
        description: '提现规则：限额、每日次数、手续费，以及本人今日剩余次数与打码量',
        response: { 200: withdrawConfigEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const settings = await withdrawSettings(db);
      const used = await todaysCount(db, user.id);
      return ok({
        min: fenToYuan(settings.minFen),
        max: fenToYuan(settings.maxFen),
        daily_count: settings.dailyCount,
        today_count: used,
        remaining_count: Math.max(settings.dailyCount - used, 0),
        fee_percent: (settings.feeBasisPoints / 100).toFixed(2),
        fee_min: fenToYuan(settings.feeMinFen),
        fee_max: fenToYuan(settings.feeMaxFen),
        usdt_rate: formatRate(settings.usdtRate),
        codingvolume: fenToYuan(user.codingvolume),
        disable_withdraw: user.disableWithdraw,
        has_payment_password: user.paymentPasswordHash ? 1 : 0,
        blocked_reason: withdrawBlocker(user),
      });
    },
  );

  app.get(
    '/v1/withdraws/fee',
    {
      schema: {
        tags,
        security,
        description: '手续费预览；usdt_amount 为提到 USDT 钱包时按当前汇率实际到账的 USDT（向下取整到分）',
        querystring: z.object({ amount: moneyAmount }),
        response: { 200: withdrawFeeEnvelope },
      },
    },
    async (request) => {
      const amountFen = toFen(request.query.amount);
      const settings = await withdrawSettings(db);
      const fee = withdrawFee(settings, amountFen);
      return ok({
        amount: fenToYuan(amountFen),
        fee: fenToYuan(fee),
        actual_amount: fenToYuan(amountFen - fee),
        // The same conversion a USDT withdrawal records, so the preview is what arrives.
        usdt_rate: formatRate(settings.usdtRate),
        usdt_amount: formatUsdt(usdtForPayout(amountFen - fee, settings.usdtRate)),
      });
    },
  );

  app.get(
    '/v1/withdraws/balance',
    { schema: { tags, security, response: { 200: withdrawBalanceEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(await withdrawFigures(db, user, withdrawBlocker(user) ? 0n : user.balance));
    },
  );

  app.get(
    '/v1/withdraws/banks',
    { schema: { tags, security, response: { 200: banksEnvelope } } },
    async () => {
      return ok(BANKS.map((name, index) => ({ id: index + 1, name })));
    },
  );

  app.get(
    '/v1/withdraws/usdt-rate',
    { schema: { tags, security, response: { 200: usdtRateEnvelope } } },
    async () => {
      return ok({
        rate: formatRate((await withdrawSettings(db)).usdtRate),
        currency: 'CNY',
        network: 'TRC20',
      });
    },
  );

  app.get(
    '/v1/withdraws/:id',
    { schema: { tags, security, params: idParams, response: { 200: withdrawalEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(withdrawalJson(await ownWithdrawal(db, user.id, request.params.id)));
    },
  );

  app.post(
    '/v1/withdraws',
    {
      schema: {
        tags,
        security,
        description:
          '申请提现：需支付密码；金额立即冻结（账本 withdraw），驳回或取消时退回；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: createBody,
        response: { 200: withdrawalChangeEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { withdrawal, repeated } = await createWithdrawal(db, await withdrawSettings(db), {
        user,
        walletId: request.body.wallet_id,
        amountFen: toFen(request.body.amount),
        paymentPassword: request.body.payment_password,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return ok({ ...withdrawalJson(withdrawal), repeated }, '提现申请已提交');
    },
  );

  app.post(
    '/v1/withdraws/:id/cancel',
    { schema: { tags, security, params: idParams, response: { 200: withdrawalChangeEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { withdrawal, repeated } = await cancelWithdrawal(db, user.id, request.params.id);
      return ok({ ...withdrawalJson(withdrawal), repeated }, '提现已取消，金额已退回');
    },
  );
};
