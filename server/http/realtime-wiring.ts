import { fenToYuan } from '@app/shared/format';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { DomainError } from '../domain/errors';
import { type LedgerEntry, onLedgerCommitted } from '../domain/ledger';
import { ledgerTypeText } from '../domain/ledger-types';
import { toBalance } from '../domain/userinfo';
import { findUserById } from '../domain/users';
import { realtimeApiRoutes } from '../realtime';
import { requireSession } from './auth-guard';
import type { RouteDeps } from './deps';

const SNAPSHOT_READ_SIZE = 1000;

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
    if (!user) throw new DomainError(404, '用户不存在');
    return toBalance(user);
  };
  await app.register(realtimeApiRoutes, {
    prefix: '/api',
    realtime,
    authenticate: async (request) => {
      const { user, tokenId } = await requireSession(db, request);
      return { id: user.id, session: String(tokenId) };
    },
    getBalanceSnapshot: snapshot,
  });

  // Rows committed together share one snapshot read per player: a settlement commits thousands of ledger
  // rows for a few hundred players at once, and a read per row would queue thousands of identical queries
  // in the database pool ahead of every other request.
  let committed = new Map<number, LedgerEntry[]>();
  const announceTo = async (batch: Map<number, LedgerEntry[]>, ids: number[]) => {
    const owners = await db.select().from(users).where(inArray(users.id, ids));
    for (const owner of owners) {
      for (const entry of batch.get(owner.id) ?? []) {
        realtime.publishBalanceChanged(entry.userId, {
          ...toBalance(owner),
          change_amount: fenToYuan(entry.amount),
          change_type_text: ledgerTypeText(entry.type),
          timestamp: Math.floor(entry.createdAt.getTime() / 1000),
        });
      }
    }
  };
  const announce = async (batch: Map<number, LedgerEntry[]>) => {
    const ids = [...batch.keys()];
    // Bounded reads: a draw may pay more players than one statement takes parameters (65,535).
    for (let start = 0; start < ids.length; start += SNAPSHOT_READ_SIZE) {
      await announceTo(batch, ids.slice(start, start + SNAPSHOT_READ_SIZE));
    }
  };
  const stopListening = onLedgerCommitted(db, (entry) => {
    if (committed.size === 0) {
      // Every row of one commit is announced synchronously, so they are all here when this runs.
      queueMicrotask(() => {
        const batch = committed;
        committed = new Map();
        announce(batch).catch((error: unknown) =>
          app.log.warn({ err: error }, 'balance.changed not published'),
        );
      });
    }
    const entries = committed.get(entry.userId) ?? [];
    committed.set(entry.userId, entries);
    entries.push(entry);
  });
  app.addHook('onClose', async () => {
    stopListening();
  });
}
