import { fenToYuan, toFen } from '@app/shared/format';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import {
  announceLiabilityChanged,
  bookLimits,
  largestLiabilities,
  resumeOutcome,
  setBookLimits,
  setMatchLimits,
  setStakeFactorBp,
  stakeFactorBp,
} from '../domain/risk';
import { findUserByName } from '../domain/users';
import { ok } from '../http/envelope';
import { idParams, moneyAmount } from '../http/schemas';
import type { Realtime } from '../realtime';
import {
  bookLimitsEnvelope,
  liabilityEnvelope,
  matchLimitsEnvelope,
  resumedOutcomeEnvelope,
  stakeFactorEnvelope,
} from './risk-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

const limitsJson = (limits: Awaited<ReturnType<typeof bookLimits>>) => ({
  outcome_limit: fenToYuan(limits.outcomeLimitFen),
  match_limit: fenToYuan(limits.matchLimitFen),
  order_win_limit: fenToYuan(limits.orderWinLimitFen),
  on_breach: limits.onBreach,
});

/** A stake factor as text with up to 2 decimals, 0 to 10 ("0.2" for a sharp player, "1" for everyone else). */
const factorText = z
  .string()
  .trim()
  .regex(/^(10(\.0{1,2})?|\d(\.\d{1,2})?)$/, '限额系数为0到10之间、最多两位小数的数');
const factorToBp = (text: string): number => Number(toFen(text)) * 100;
const bpToFactor = (bp: number): string => fenToYuan(BigInt(bp / 100));

/**
 * 风控 (`pnpm ops liability`, `risk:limits`, `risk:match`, `risk:factor`, `risk:resume`): the matches with the
 * largest liability, the book's limits and a match's own, a player's stake factor, reopening an outcome a
 * breach suspended. Limits apply to the next bet; bets already taken stand.
 */
export function registerRiskOps(app: FastifyInstance, db: Db, realtime: Realtime): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/liability',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '风险敞口：按比赛赔付敞口从大到小，含各选项敞口与限额',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
        response: { 200: liabilityEnvelope },
      },
    },
    async (request) =>
      ok({
        limits: limitsJson(await bookLimits(db)),
        matches: await largestLiabilities(db, request.query.limit),
        live: {
          app_key: realtime.key,
          channel: REALTIME_CHANNELS.opsRisk,
          events: [REALTIME_EVENTS.liabilityChanged, REALTIME_EVENTS.outcomeSuspended],
        },
      }),
  );

  typed.put(
    '/risk/limits',
    {
      config: { permission: 'trading.limits' },
      schema: {
        tags,
        security,
        description: '设置全局限额：单选项最高赔付、单场最高赔付、单注最高可赢，超限时拒绝或暂停该选项',
        body: z.strictObject({
          outcome_limit: moneyAmount,
          match_limit: moneyAmount,
          order_win_limit: moneyAmount,
          on_breach: z.enum(['refuse', 'suspend'], { error: '超限处理只能是 refuse 或 suspend' }),
        }),
        response: { 200: bookLimitsEnvelope },
      },
    },
    async (request) => {
      const before = await bookLimits(db);
      const next = {
        outcomeLimitFen: toFen(String(request.body.outcome_limit)),
        matchLimitFen: toFen(String(request.body.match_limit)),
        orderWinLimitFen: toFen(String(request.body.order_win_limit)),
        onBreach: request.body.on_breach,
      };
      await setBookLimits(db, next);
      request.audit({ target: 'risk:limits', before: limitsJson(before), after: limitsJson(next) });
      return ok(limitsJson(next));
    },
  );

  typed.put(
    '/matches/:id/risk-limits',
    {
      config: { permission: 'trading.limits' },
      schema: {
        tags,
        security,
        description: '设置单场比赛的限额（null 恢复使用全局限额）',
        params: idParams,
        body: z.strictObject({ outcome_limit: moneyAmount.nullable(), match_limit: moneyAmount.nullable() }),
        response: { 200: matchLimitsEnvelope },
      },
    },
    async (request) => {
      const { id } = request.params;
      const fenOf = (amount: string | number | null) => (amount === null ? null : toFen(String(amount)));
      const outcomeLimitFen = fenOf(request.body.outcome_limit);
      const matchLimitFen = fenOf(request.body.match_limit);
      await setMatchLimits(db, id, { outcomeLimitFen, matchLimitFen });
      request.audit({ target: `match:${id}`, after: request.body });
      announceLiabilityChanged(db, [id]);
      // The amounts as stored, in the yuan strings every other answer uses (the body may give numbers).
      const yuanOf = (fen: bigint | null) => (fen === null ? null : fenToYuan(fen));
      return ok({ match_id: id, outcome_limit: yuanOf(outcomeLimitFen), match_limit: yuanOf(matchLimitFen) });
    },
  );

  typed.put(
    '/users/:username/stake-factor',
    {
      config: { permission: 'trading.limits' },
      schema: {
        tags,
        security,
        description: '设置玩家限额系数（单注最高可赢按此比例缩放，如 0.2）',
        params: z.object({ username: z.string().min(1).max(64) }),
        body: z.strictObject({ factor: factorText }),
        response: { 200: stakeFactorEnvelope },
      },
    },
    async (request) => {
      const user = await findUserByName(db, request.params.username);
      if (!user) throw new DomainError(404, '用户不存在');
      const before = await stakeFactorBp(db, user.id);
      const factorBp = factorToBp(request.body.factor);
      await setStakeFactorBp(db, user.id, factorBp);
      request.audit({
        target: user.username,
        before: { stake_factor: bpToFactor(before) },
        after: { stake_factor: bpToFactor(factorBp) },
      });
      return ok({ username: user.username, stake_factor: bpToFactor(factorBp) });
    },
  );

  typed.post(
    '/liability/resume',
    {
      config: { permission: 'trading.limits' },
      schema: {
        tags,
        security,
        description: '重新开放因超限暂停的选项',
        body: z.strictObject({
          match_id: z.number().int().positive(),
          play: z.string().min(1).max(32),
          option: z.string().min(1).max(32),
        }),
        response: { 200: resumedOutcomeEnvelope },
      },
    },
    async (request) => {
      const { match_id, play, option } = request.body;
      if (!(await resumeOutcome(db, { matchId: match_id, play, option }))) {
        throw new DomainError(404, '该选项未被暂停');
      }
      request.audit({ target: `match:${match_id}`, after: { play, option, suspended: false } });
      return ok({ match_id, play, option, suspended: false as const });
    },
  );
}
