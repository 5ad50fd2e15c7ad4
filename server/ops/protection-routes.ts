import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { protectionOf } from '../domain/protection';
import { findUserByName } from '../domain/users';
import { protectionJson } from '../http/account/protection-json';
import { ok } from '../http/envelope';
import { playerProtectionEnvelope } from './player-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

/**
 * `pnpm ops user:protection NAME`: a player's 理性投注 limits and exclusion, read-only. No operator route
 * changes them: a cooling-off or self-exclusion is never lifted early, by the player or by anyone else.
 */
export function registerProtectionOps(app: FastifyInstance, db: Db): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/users/:username/protection',
    {
      config: { permission: 'players.read' },
      schema: {
        tags,
        security,
        description: '查看玩家的理性投注限额与冷静期/自我排除（只读）',
        params: z.object({ username: z.string().min(1).max(64) }),
        response: { 200: playerProtectionEnvelope },
      },
    },
    async (request) => {
      const user = await findUserByName(db, request.params.username);
      if (!user) throw new DomainError(404, '用户不存在');
      return ok({ username: user.username, ...protectionJson(await protectionOf(db, user.id, new Date())) });
    },
  );
}
