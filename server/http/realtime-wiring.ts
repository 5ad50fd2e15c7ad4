import { fenToYuan } from '@app/shared/format';
import type { FastifyInstance } from 'fastify';
import { onLedgerCommitted } from '../domain/ledger';
import { ledgerTypeText } from '../domain/ledger-types';
import { toBalance } from '../domain/userinfo';
import { findUserById } from '../domain/users';
import { realtimeApiRoutes } from '../realtime';
import { requireSession } from './auth-guard';
import type { RouteDeps } from './deps';
import { ApiError } from './envelope';

/**
 * Puts the Pusher-protocol server on the app's own port, mounts its HTTP API and the SPEC websocket
 * endpoints, and announces every committed ledger row as balance.changed on the owner's private channel.
 */
export async function installRealtime(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, realtime } = deps;
  realtime.attach(app.server);
  // preClose: open sockets would keep server.close() waiting, so an onClose hook would never run.
  app.addHook('preClose', () => realtime.close());
  await app.register(realtime.httpApi);

  const snapshot = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw new ApiError(404, '用户不存在');
    return toBalance(user);
  };
  await app.register(realtimeApiRoutes, {
    prefix: '/api',
    realtime,
    authenticate: async (request) => ({ id: (await requireSession(db, request)).user.id }),
    getBalanceSnapshot: snapshot,
  });

  const stopListening = onLedgerCommitted(db, (entry) => {
    snapshot(entry.userId)
      .then((balance) =>
        realtime.publishBalanceChanged(entry.userId, {
          ...balance,
          change_amount: fenToYuan(entry.amount),
          change_type_text: ledgerTypeText(entry.type),
          timestamp: Math.floor(entry.createdAt.getTime() / 1000),
        }),
      )
      .catch((error: unknown) => app.log.warn({ err: error }, 'balance.changed not published'));
  });
  app.addHook('onClose', async () => {
    stopListening();
  });
}
