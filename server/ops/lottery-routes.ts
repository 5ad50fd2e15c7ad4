import { fenToYuan } from '@app/shared/format';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { hasControlCharacters } from '../domain/control-characters';
import { DomainError } from '../domain/errors';
import { advanceChases } from '../domain/lottery/chases';
import { drawExpect } from '../domain/lottery/draw';
import { currentSlot, enabledLotteries, type LotteryRow } from '../domain/lottery/expects';
import { opsChasePage, recentExpects } from '../domain/lottery/ops-views';
import { lotteryJson } from '../domain/lottery/views';
import { ok } from '../http/envelope';
import { pageQuery } from '../http/schemas';
import {
  drawResultEnvelope,
  opsChasePageEnvelope,
  opsExpectsEnvelope,
  opsLotteriesEnvelope,
} from './lottery-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const lotteryParams = z.object({ lottery: z.string().min(1).max(32) });
/** Why an operator draws by hand: it goes into the audit log with the draw. */
const drawReason = z
  .string({ error: (issue) => (issue.input === undefined ? '请填写开奖原因' : '开奖原因格式不正确') })
  .trim()
  .min(1, '请填写开奖原因')
  .max(200, '开奖原因最多200字')
  .refine((text) => !hasControlCharacters(text), '开奖原因不能包含控制字符');
const expectsQuery = z.object({
  limit: z.coerce
    .number({ error: '条数不正确' })
    .int('条数不正确')
    .min(1, '条数不正确')
    .max(100, '最多100条')
    .default(20),
});
const chaseQuery = z.object({
  lottery: z.string().min(1).max(32).optional(),
  status: z.coerce
    .number({ error: '追号状态不正确' })
    .int('追号状态不正确')
    .min(0, '追号状态不正确')
    .max(2, '追号状态不正确')
    .optional(),
  ...pageQuery.shape,
});

async function lotteryByIdOrCode(db: Db, key: string): Promise<LotteryRow> {
  const found = (await enabledLotteries(db)).find((row) => row.code === key || String(row.id) === key);
  if (!found) throw new DomainError(404, `彩种不存在：${key}`);
  return found;
}

/**
 * After an operator's draw, which is committed and paid whatever follows: betting moved on to the next
 * expect, so 追号 plans play it now rather than at the next tick. The answer says what that did; a failure
 * here is the scheduler's to retry, never a refusal of the draw.
 */
async function chasesAfterDraw(db: Db, lottery: LotteryRow, log: FastifyBaseLogger) {
  const now = new Date();
  try {
    const advance = await advanceChases(db, lottery, now);
    return {
      next_expect: (await currentSlot(db, lottery, now)).expect,
      chases: {
        placed: advance.placed,
        stopped: advance.stopped,
        refunded: fenToYuan(advance.refundedFen),
        waiting: advance.waiting,
      },
    };
  } catch (error) {
    log.error({ err: error }, `lottery ${lottery.code}: chases after the draw wait for the scheduler`);
    return { next_expect: null, chases: { placed: 0, stopped: 0, refunded: fenToYuan(0n), waiting: true } };
  }
}

/** The 彩种与开奖 and 追号计划 pages' reads. */
function registerLotteryReads(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/lotteries',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '彩种、当前期号、封盘时间与最近一期开奖',
        response: { 200: opsLotteriesEnvelope },
      },
    },
    async () => {
      const now = new Date();
      const rows = await enabledLotteries(db);
      return ok(await Promise.all(rows.map((row) => lotteryJson(db, row, now))));
    },
  );
  typed.get(
    '/lotteries/:lottery/expects',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '彩种最近的期号（新到旧）：开奖状态（投注中/已封盘待开奖/已开奖）、开奖号码、注单与派奖',
        params: lotteryParams,
        querystring: expectsQuery,
        response: { 200: opsExpectsEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryByIdOrCode(db, request.params.lottery);
      return ok(await recentExpects(db, lottery, request.query.limit));
    },
  );
  typed.get(
    '/chases',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '全部玩家的追号计划（分页，新到旧，只读）',
        querystring: chaseQuery,
        response: { 200: opsChasePageEnvelope },
      },
    },
    async (request) => {
      const { lottery, ...query } = request.query;
      const lotteryId = lottery === undefined ? undefined : (await lotteryByIdOrCode(db, lottery)).id;
      return ok(await opsChasePage(db, { ...query, lotteryId }));
    },
  );
}

/**
 * `pnpm ops lottery:draw`: draw an expect now (default the one taking bets), optionally with a given code,
 * always with the operator's reason for the audit log.
 */
export function registerLotteryOps(app: FastifyInstance, db: Db): void {
  registerLotteryReads(app, db);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/lotteries/:lottery/draw',
    {
      config: { permission: 'trading.draw' },
      schema: {
        tags,
        security,
        description:
          '立即开奖（默认当前投注期，提前封盘）：结算该期全部注单并派奖，每期仅一次；须填写原因（记入审计日志）',
        params: lotteryParams,
        body: z.strictObject({
          reason: drawReason,
          expect: z
            .string()
            .regex(/^\d{8}-\d{3,4}$/, '期号不正确')
            .optional(),
          code: z.string().max(64).optional(),
        }),
        response: { 200: drawResultEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryByIdOrCode(db, request.params.lottery);
      const now = new Date();
      const expect = request.body.expect ?? (await currentSlot(db, lottery, now)).expect;
      const { reason } = request.body;
      request.audit({ target: `${lottery.code} ${expect}`, after: { reason } });
      const result = await drawExpect(db, lottery, expect, {
        now,
        early: true,
        ...(request.body.code === undefined ? {} : { code: request.body.code }),
      });
      request.audit({
        after: { reason, open_code: result.openCode, bets: result.bets, paid: fenToYuan(result.payout) },
      });
      return ok({
        lottery: lottery.code,
        expect: result.expect,
        open_code: result.openCode,
        bets: result.bets,
        winners: result.winners,
        stake: fenToYuan(result.stake),
        paid: fenToYuan(result.payout),
        ...(await chasesAfterDraw(db, lottery, request.log)),
      });
    },
  );
}
