import { fenToYuan } from '@app/shared/format';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { advanceChases } from '../domain/lottery/chases';
import { drawExpect } from '../domain/lottery/draw';
import { currentSlot, enabledLotteries, type LotteryRow } from '../domain/lottery/expects';
import { ok } from '../http/envelope';

const tags = ['ops'];
const security = [{ opsToken: [] }];

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

/** `pnpm ops lottery:draw`: draw an expect now (default the one taking bets), optionally with a given code. */
export function registerLotteryOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/lotteries',
    { config: { permission: 'trading.read' }, schema: { tags, security, description: '彩种与当前期号' } },
    async () => {
      const now = new Date();
      const rows = await enabledLotteries(db);
      return ok(
        await Promise.all(
          rows.map(async (row) => ({
            id: row.id,
            code: row.code,
            name: row.name,
            current_expect: (await currentSlot(db, row, now)).expect,
          })),
        ),
      );
    },
  );
  typed.post(
    '/lotteries/:lottery/draw',
    {
      config: { permission: 'trading.draw' },
      schema: {
        tags,
        security,
        description: '立即开奖（默认当前投注期，提前封盘）：结算该期全部注单并派奖，每期仅一次',
        params: z.object({ lottery: z.string().min(1).max(32) }),
        body: z.strictObject({
          expect: z
            .string()
            .regex(/^\d{8}-\d{3,4}$/, '期号不正确')
            .optional(),
          code: z.string().max(64).optional(),
        }),
      },
    },
    async (request) => {
      const lottery = await lotteryByIdOrCode(db, request.params.lottery);
      const now = new Date();
      const expect = request.body.expect ?? (await currentSlot(db, lottery, now)).expect;
      const result = await drawExpect(db, lottery, expect, {
        now,
        early: true,
        ...(request.body.code === undefined ? {} : { code: request.body.code }),
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
