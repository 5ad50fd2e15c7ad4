import { fenToYuan } from '@app/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { type MatchOutcome, SettlementError, settleMatch } from '../domain/sports/settlement';
import { ApiError, ok } from '../http/envelope';
import { idParams } from '../http/schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const score = z.strictObject({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});

async function settle(db: Db, id: number, outcome: MatchOutcome) {
  try {
    const summary = await settleMatch(db, id, outcome);
    return ok({ ...summary, paid: fenToYuan(summary.paid) });
  } catch (error) {
    if (error instanceof SettlementError) throw new ApiError(error.status, error.message);
    throw error;
  }
}

/** `pnpm ops match:settle` / `match:void`: settle a match once and pay its orders. Needs X-Ops-Token. */
export function registerMatchOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/matches/:id/settle',
    {
      schema: {
        tags,
        security,
        description: '录入比分并结算比赛（仅一次）：注单结算、派奖记入账本',
        params: idParams,
        body: z.strictObject({ home: score.shape.home, away: score.shape.away, half: score.optional() }),
      },
    },
    async (request) => {
      const { home, away, half } = request.body;
      return settle(db, request.params.id, {
        kind: 'result',
        full: { home, away },
        ...(half ? { half } : {}),
      });
    },
  );
  typed.post(
    '/matches/:id/void',
    { schema: { tags, security, description: '取消比赛：其注单按赔率1.00计算', params: idParams } },
    async (request) => settle(db, request.params.id, { kind: 'void' }),
  );
}
