import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { toBalance } from '../domain/userinfo';
import { findUserById } from '../domain/users';
import { type RealtimeAnswers, realtimeApiRoutes } from '../realtime';
import type { RouteDeps } from './deps';
import { envelopeOf, ok } from './envelope';

/** The SPEC websocket endpoints answer in the envelope and refuse with the app's errors. */
export const realtimeAnswers: RealtimeAnswers = {
  ok,
  envelope: envelopeOf,
  refusal: (status, message) => new DomainError(status, message),
};

/**
 * Puts the Pusher-protocol server on the app's own port and mounts its HTTP API and the SPEC websocket
 * endpoints (what is published is ../publications.ts's business).
 */
export async function installRealtime(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, realtime } = deps;
  realtime.attach(app.server);
  // preClose: open sockets would keep server.close() waiting, so an onClose hook would never run.
  app.addHook('preClose', () => realtime.close());
  await app.register(realtime.httpApi);

  const snapshot = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError(404, '用户不存在');
    return toBalance(user);
  };
  await app.register(realtimeApiRoutes, {
    prefix: '/api',
    realtime,
    authenticate: async (request) => {
      const { user, tokenId } = request.session;
      return { id: user.id, session: String(tokenId) };
    },
    getBalanceSnapshot: snapshot,
    answers: realtimeAnswers,
  });
}
