import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whenCommitted } from '../db/ambient';
import type { Db } from '../db/client';
import { DomainError } from '../domain/errors';
import { revokeAllTokens } from '../domain/tokens';
import { findUserByName, setPlayerEnabled } from '../domain/users';
import type { RouteDeps } from '../http/deps';
import { ok } from '../http/envelope';
import { playerSwitchedEnvelope } from './player-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const body = z.strictObject({
  username: z.string().min(1).max(64),
  /** Why (the console asks for it); kept in the audit log beside the change. */
  reason: z.string().trim().max(200).optional(),
});

/**
 * `pnpm ops user:disable | user:enable`. Disabling ends every session of the player at once: tokens
 * revoked, open sockets closed on every node (not only at their next request). Permissions players.block / players.unlock.
 */
export function registerUserStatusOps(app: FastifyInstance, db: Db, realtime: RouteDeps['realtime']): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const setEnabled = async (
    request: FastifyRequest,
    { username, reason }: z.infer<typeof body>,
    enabled: 0 | 1,
  ) => {
    const user = await findUserByName(db, username);
    if (!user) throw new DomainError(404, '用户不存在');
    await setPlayerEnabled(db, user.id, enabled);
    request.audit({
      target: user.username,
      before: { enabled: user.enabled },
      after: reason ? { enabled, reason } : { enabled },
    });
    return user;
  };

  typed.post(
    '/users/disable',
    {
      config: { permission: 'players.block' },
      schema: {
        tags,
        security,
        description: '禁用账号：立即结束其全部登录与实时连接',
        body,
        response: { 200: playerSwitchedEnvelope },
      },
    },
    async (request) => {
      const user = await setEnabled(request, request.body, 0);
      await revokeAllTokens(db, user.id);
      // Once committed: a socket reconnecting sooner would still find the account enabled.
      whenCommitted(() => realtime.endSessions(user.id));
      return ok({ username: user.username, enabled: 0 });
    },
  );

  typed.post(
    '/users/enable',
    {
      config: { permission: 'players.unlock' },
      schema: {
        tags,
        security,
        description: '启用账号（需重新登录）',
        body,
        response: { 200: playerSwitchedEnvelope },
      },
    },
    async (request) => ok({ username: (await setEnabled(request, request.body, 1)).username, enabled: 1 }),
  );
}
