import { parseOdds } from '@app/shared/betting';
import { fenToYuan } from '@app/shared/format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { approvalJson } from '../domain/operators/approval-views';
import { requestResettlement } from '../domain/operators/resettle-approvals';
import { resumeByOperator, suspendByOperator } from '../domain/sports/inplay/market-state';
import { opsLeagues, opsMatchDetail, opsMatchPage } from '../domain/sports/ops-match-views';
import { type MatchOutcome, settleMatch } from '../domain/sports/settlement';
import { requireLiveMatch, setPrematchPrice } from '../domain/sports/trading';
import { envelopeOf, ok } from '../http/envelope';
import { idParams, pageQuery } from '../http/schemas';
import { listFixture } from '../sim/listed-fixture';
import {
  marketSwitchEnvelope,
  opsMatchEnvelope,
  opsMatchPageEnvelope,
  priceSetEnvelope,
  settlementEnvelope,
} from './match-schemas';
import { approvalSchema } from './operator-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const matchQuery = z.object({
  status: z.coerce
    .number({ error: '比赛状态不正确' })
    .int('比赛状态不正确')
    .min(0, '比赛状态不正确')
    .max(3, '比赛状态不正确')
    .optional(),
  sport: z.coerce
    .number({ error: '体育项目不正确' })
    .int('体育项目不正确')
    .min(1, '体育项目不正确')
    .max(4, '体育项目不正确')
    .optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确，须为YYYY-MM-DD')
    .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), '日期格式不正确，须为YYYY-MM-DD')
    .optional(),
  ...pageQuery.shape,
});
const score = z.strictObject({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});

const teamId = z.number({ error: '请选择球队' }).int().positive();
const listingBody = z.strictObject({
  league_id: z.number({ error: '请选择联赛' }).int().positive(),
  home_team_id: teamId,
  away_team_id: teamId,
  kickoff_at: z.iso.datetime({ offset: true, error: '开赛时间格式不正确' }),
  singles: z.array(z.string().max(32)).max(8).default([]),
});
const listedMatch = z.object({
  id: z.number(),
  match_no: z.string(),
  kickoff_at: z.string(),
  single_plays: z.array(z.string()),
});

const opsLeague = z.object({
  id: z.number(),
  sport_type: z.number(),
  name: z.string(),
  teams: z.array(z.object({ id: z.number(), name: z.string() })),
});

const reason = z.string().trim().min(1, '请填写原因').max(200).optional();
const resettleBody = z.union([
  z.strictObject({ home: score.shape.home, away: score.shape.away, half: score.optional(), reason }),
  z.strictObject({ void: z.literal(true), reason }),
]);

async function settle(db: Db, id: number, outcome: MatchOutcome) {
  const summary = await settleMatch(db, id, outcome);
  return ok({ ...summary, paid: fenToYuan(summary.paid) });
}

/** The 赛事交易 pages' reads: matches with their in-play state and open orders, one match with every market. */
function registerMatchReads(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/matches',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '赛事列表（分页）：比分、滚球盘口状态、主玩法赔率、待结算注单数与投注额',
        querystring: matchQuery,
        response: { 200: opsMatchPageEnvelope },
      },
    },
    async (request) => ok(await opsMatchPage(db, request.query)),
  );
  typed.get(
    '/leagues',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '联赛及其球队（新增比赛时选择同一联赛的两队）',
        response: { 200: envelopeOf(z.array(opsLeague)) },
      },
    },
    async () => ok(await opsLeagues(db)),
  );
  typed.get(
    '/matches/:id',
    {
      config: { permission: 'trading.read' },
      schema: {
        tags,
        security,
        description: '比赛详情：全部玩法与赔率、盘口状态、待结算注单',
        params: idParams,
        response: { 200: opsMatchEnvelope },
      },
    },
    async (request) => ok(await opsMatchDetail(db, request.params.id)),
  );
}

/**
 * `pnpm ops match:add`: list a match the schedule lacks; `match:settle` / `match:void`: settle a match once and
 * pay its orders; `match:resettle`: ask for a settled match's result to be corrected or voided (four-eyes,
 * approvals.ts); `match:odds`: set one price of a match not yet started (pushed live like the simulator's
 * moves); `match:suspend` / `match:resume`: hold and reopen a live match's in-play markets.
 */
export function registerMatchOps(app: FastifyInstance, db: Db): void {
  registerMatchReads(app, db);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/matches',
    {
      config: { permission: 'trading.schedule' },
      schema: {
        tags,
        security,
        description:
          '新增比赛（赛程缺少的友谊赛、改期赛）：同联赛两队，开赛时间在1小时前至3天内（已开赛的即入滚球），按模型开盘；singles 为另开单关的玩法',
        body: listingBody,
        response: { 200: envelopeOf(listedMatch) },
      },
    },
    async (request) => {
      const { body } = request;
      const match = await listFixture(db, {
        leagueId: body.league_id,
        homeTeamId: body.home_team_id,
        awayTeamId: body.away_team_id,
        kickoff: new Date(body.kickoff_at),
        singles: body.singles,
      });
      const view = {
        id: match.id,
        match_no: match.matchNo,
        kickoff_at: match.kickoffAt.toISOString(),
        single_plays: match.singlePlays,
      };
      request.audit({ target: `match:${match.id}`, after: view });
      return ok(view);
    },
  );
  typed.post(
    '/matches/:id/settle',
    {
      config: { permission: 'trading.settle' },
      schema: {
        tags,
        security,
        description: '录入比分并结算比赛（仅一次）：注单结算、派奖记入账本',
        params: idParams,
        body: z.strictObject({ home: score.shape.home, away: score.shape.away, half: score.optional() }),
        response: { 200: settlementEnvelope },
      },
    },
    async (request) => {
      const { home, away, half } = request.body;
      request.audit({ after: request.body });
      return settle(db, request.params.id, {
        kind: 'result',
        full: { home, away },
        ...(half ? { half } : {}),
      });
    },
  );
  typed.post(
    '/matches/:id/resettle',
    {
      // A correction to a result asks for trading.settle, voiding a settled match for trading.void (domain).
      config: { permission: 'trading.settle' },
      schema: {
        tags,
        security,
        description:
          '申请改判已结算的比赛（新比分，或 {void:true} 取消）：另一位有权限的运营复核通过后重算注单、差额记入账本（POST /approvals/:id/approve）',
        params: idParams,
        body: resettleBody,
        response: { 200: envelopeOf(approvalSchema) },
      },
    },
    async (request) => {
      if (!request.operator) throw new DomainError(401);
      const { body } = request;
      const outcome: MatchOutcome =
        'void' in body
          ? { kind: 'void' }
          : {
              kind: 'result',
              full: { home: body.home, away: body.away },
              ...(body.half ? { half: body.half } : {}),
            };
      const text = 'void' in body ? '取消比赛' : `改判为 ${body.home}:${body.away}`;
      const approval = await requestResettlement(
        db,
        request.operator,
        request.params.id,
        outcome,
        body.reason ?? text,
      );
      const view = approvalJson(approval);
      request.audit({ target: approval.target, after: view });
      return ok(view);
    },
  );
  typed.post(
    '/matches/:id/odds',
    {
      config: { permission: 'trading.odds' },
      schema: {
        tags,
        security,
        description: '调整一个未开赛选项的赔率（实时推送给客户端）',
        params: idParams,
        body: z.strictObject({
          play: z.string().min(1).max(32),
          option: z.string().min(1).max(32),
          odds: z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, '赔率格式不正确'),
        }),
        response: { 200: priceSetEnvelope },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { play, option } = request.body;
      await setPrematchPrice(db, id, { play, option, odds: Number(parseOdds(request.body.odds)) });
      request.audit({ after: request.body });
      return ok({ match_id: id, play, option, odds: request.body.odds });
    },
  );
  typed.post(
    '/matches/:id/suspend',
    {
      config: { permission: 'trading.suspend' },
      schema: {
        tags,
        security,
        description: '暂停一场进行中比赛的滚球盘口（直到 resume），实时推送 market.status',
        params: idParams,
        body: z.strictObject({ reason: z.string().min(1).max(20).optional() }).optional(),
        response: { 200: marketSwitchEnvelope },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireLiveMatch(db, id);
      await suspendByOperator(db, id, request.body?.reason);
      return ok({ match_id: id, open: false });
    },
  );
  typed.post(
    '/matches/:id/resume',
    {
      config: { permission: 'trading.suspend' },
      schema: {
        tags,
        security,
        description: '恢复一场进行中比赛的滚球盘口',
        params: idParams,
        response: { 200: marketSwitchEnvelope },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireLiveMatch(db, id);
      await resumeByOperator(db, id);
      return ok({ match_id: id, open: true });
    },
  );
  typed.post(
    '/matches/:id/void',
    {
      config: { permission: 'trading.void' },
      schema: {
        tags,
        security,
        description: '取消比赛：其注单按赔率1.00计算',
        params: idParams,
        response: { 200: settlementEnvelope },
      },
    },
    async (request) => settle(db, request.params.id, { kind: 'void' }),
  );
}
