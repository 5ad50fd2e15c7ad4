import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../domain/errors';
import { playerDetail, searchPlayers } from '../domain/operators/players';
import { sessionPolicyFrom } from '../domain/tokens';
import type { RouteDeps } from '../http/deps';
import { ok } from '../http/envelope';
import { playerDetailEnvelope, playerPageEnvelope } from './player-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const config = { permission: 'players.read' as const };

/** The console's 玩家 pages: find a player, then see their money, orders and sessions (players.read). */
export function registerPlayerOps(app: FastifyInstance, { db, env }: Pick<RouteDeps, 'db' | 'env'>): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const policy = sessionPolicyFrom(env);

  typed.get(
    '/players',
    {
      config,
      schema: {
        tags,
        security,
        description: '按用户名、手机号（包含）或用户 id（精确）查找玩家，最新注册的在前',
        querystring: z.object({
          q: z.string().max(64).default(''),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: playerPageEnvelope },
      },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      return ok(await searchPlayers(db, q, page, per_page));
    },
  );

  typed.get(
    '/players/:username',
    {
      config,
      schema: {
        tags,
        security,
        description: '玩家详情：余额、状态、最近账变（变动前后）、最近体育与彩票订单、有效登录会话',
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: playerDetailEnvelope },
      },
    },
    async (request) => {
      const detail = await playerDetail(db, request.params.username, policy);
      if (!detail) throw new DomainError(404, '用户不存在');
      return ok(detail);
    },
  );
}
