import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError, rejectWith } from '../../domain/errors';
import { REBATE_GAME_TYPES } from '../../domain/rebate/rates';
import {
  applyRebate,
  type ClaimTarget,
  claimJson,
  claimRebates,
  previewRebate,
  ratesFor,
  rebateSettings,
} from '../../domain/rebate/rebate';
import { findRecord, listRecords, ownedIds, recordDetail, recordTotals } from '../../domain/rebate/records';
import type { UserRow } from '../../domain/tokens';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import { idempotencyHeaders, idParams, noBody, pageQuery } from '../schemas';
import {
  rebateApplyEnvelope,
  rebateClaimableEnvelope,
  rebateClaimEnvelope,
  rebateDetailEnvelope,
  rebatePageEnvelope,
  rebatePreviewEnvelope,
  rebateStatsEnvelope,
} from './rebate-schemas';
import { security } from './report-schemas';

const tags = ['rebate'];
const notFound = () => new DomainError(404, '返水记录不存在');
const claimMultipleBody = z.strictObject({
  record_ids: z
    .array(z.number({ error: '返水记录不正确' }).int().positive('返水记录不正确'), {
      error: '请选择返水记录',
    })
    .min(1, '请选择返水记录')
    .max(100, '一次最多领取100条'),
});

/** SPEC 7 Rebate (返水): rates per game type and VIP level, periods applied once, each record paid once. */
export const rebateRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  /** Applying and claiming need the switch on (whether the player may receive money is the domain's rule). */
  async function ensureEnabled() {
    if (!(await rebateSettings(db)).enabled) throw rejectWith('返水功能暂未开放');
  }

  app.get(
    '/v1/rebate/stats',
    {
      schema: {
        tags,
        security,
        description: '返水概况：开关、VIP 等级与各游戏类型费率、已领取与待领取合计',
        response: { 200: rebateStatsEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return ok({
        enabled: (await rebateSettings(db)).enabled,
        vip_level: user.vipLevel,
        rates: await ratesFor(db, user.vipLevel),
        ...(await recordTotals(db, user.id)),
      });
    },
  );

  app.get(
    '/v1/rebate/claimable-stats',
    {
      schema: {
        tags,
        security,
        description: '可领取返水：待领取记录合计，以及尚未申请的返水预览',
        response: { 200: rebateClaimableEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const totals = await recordTotals(db, user.id);
      return ok({
        enabled: (await rebateSettings(db)).enabled,
        pending_amount: totals.total_pending,
        pending_count: totals.pending_count,
        unapplied: (await previewRebate(db, user.id)).json,
      });
    },
  );

  app.get(
    '/v1/rebate/records',
    {
      schema: {
        tags,
        security,
        description: '返水记录，新的在前；status 0 待领取 1 已领取，game_type sports|lottery|game',
        querystring: pageQuery.extend({
          status: z.coerce.number().int().min(0, '状态不正确').max(1, '状态不正确').optional(),
          game_type: z.enum(REBATE_GAME_TYPES, { error: '游戏类型不正确' }).optional(),
        }),
        response: { 200: rebatePageEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const { page, per_page, status, game_type } = request.query;
      return ok(await listRecords(db, user.id, { status, gameType: game_type }, { page, perPage: per_page }));
    },
  );

  app.get(
    '/v1/rebate/detail/:id',
    {
      schema: {
        tags,
        security,
        description: '一条返水记录及其流水来源（最近100笔）',
        params: idParams,
        response: { 200: rebateDetailEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const row = await findRecord(db, user.id, request.params.id);
      if (!row) throw notFound();
      return ok(await recordDetail(db, row));
    },
  );

  app.post(
    '/v1/rebate/calculate',
    {
      schema: {
        tags,
        security,
        description: '计算返水（预览，不入账）：上次申请以来各游戏类型的有效流水 × 当前 VIP 费率',
        body: noBody,
        response: { 200: rebatePreviewEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      await ensureEnabled();
      return ok((await previewRebate(db, user.id)).json);
    },
  );

  app.post(
    '/v1/rebate/apply',
    {
      schema: {
        tags,
        security,
        description:
          '申请返水：把计算出的返水生成待领取记录（每个游戏类型每期一条，同一期不会重复）；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: noBody,
        response: { 200: rebateApplyEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      await ensureEnabled();
      const result = await applyRebate(db, user.id, request.headers['idempotency-key']);
      return ok({ records: result.records, total_amount: result.total_amount });
    },
  );

  const claim = async (user: UserRow, target: ClaimTarget, key: string | undefined) => {
    await ensureEnabled();
    return ok(claimJson(await claimRebates(db, user.id, target, key)));
  };

  app.post(
    '/v1/rebate/claim-all',
    {
      schema: {
        tags,
        security,
        description: '领取全部待领取返水；每条只入账一次；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: noBody,
        response: { 200: rebateClaimEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      return claim(user, { all: true }, request.headers['idempotency-key']);
    },
  );

  app.post(
    '/v1/rebate/claim/:id',
    {
      schema: {
        tags,
        security,
        description: '领取一条返水；重复或并发领取只入账一次；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        params: idParams,
        body: noBody,
        response: { 200: rebateClaimEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      if (!(await findRecord(db, user.id, request.params.id))) throw notFound();
      return claim(user, { ids: [request.params.id] }, request.headers['idempotency-key']);
    },
  );

  app.post(
    '/v1/rebate/claim-multiple',
    {
      schema: {
        tags,
        security,
        description: '领取多条返水（record_ids）；已领取的跳过；支持 Idempotency-Key',
        headers: idempotencyHeaders,
        body: claimMultipleBody,
        response: { 200: rebateClaimEnvelope },
      },
    },
    async (request) => {
      const { user } = request.session;
      const ids = [...new Set(request.body.record_ids)];
      if ((await ownedIds(db, user.id, ids)).length !== ids.length) throw notFound();
      return claim(user, { ids }, request.headers['idempotency-key']);
    },
  );
};
