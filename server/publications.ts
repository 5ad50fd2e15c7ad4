import { fenToYuan } from '@app/shared/format';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import type { FastifyInstance } from 'fastify';
import { announce, announceToPlayer } from './announce';
import type { Db } from './db/client';
import { onConfigChanged } from './domain/config';
import { onNoticePublished } from './domain/content-admin/notices';
import { type LedgerEntry, onLedgerCommitted } from './domain/ledger';
import { ledgerTypeText } from './domain/ledger-types';
import { onLotteryDrawn } from './domain/lottery/draw';
import { type Broadcast, onBroadcastDelivered, unreadCounts } from './domain/messages/broadcast';
import { onMessageDelivered, unreadCount } from './domain/messages/messages';
import { dashboardFigures } from './domain/reports/dashboard';
import { onLiabilityChanged, onOutcomeSuspended } from './domain/risk';
import { onLiveEvent } from './domain/sports/live-events';
import { onUserInfoChanged, toBalance } from './domain/userinfo';
import { findUserById, findUsersByIds } from './domain/users';
import { onlinePlayerCount } from './ops/dashboard-routes';
import type { Realtime } from './realtime';

const SNAPSHOT_READ_SIZE = 1000;

/**
 * The event bridge: the one place where what the domain did becomes realtime messages. Each domain event
 * (committed ledger rows, live scores and odds, lottery draws, messages, account and config changes) maps
 * to its event of the realtime contract here (announce.ts puts it on the contract's channel); nothing else
 * in the server publishes.
 */
export function installPublications(app: FastifyInstance, db: Db, realtime: Realtime): void {
  const fail = (what: string) => (error: unknown) => app.log.warn({ err: error }, `${what} not published`);
  const stops = [
    announceBalances(db, realtime, fail(REALTIME_EVENTS.balanceChanged)),
    onLiveEvent(db, (live) => announce(realtime, live)),
    // Clients poll draws only while their socket is down.
    onLotteryDrawn(db, (result) =>
      announce(realtime, {
        event: REALTIME_EVENTS.lotteryDrawn,
        data: {
          lottery_id: result.lotteryId,
          lottery_name: result.lotteryName,
          expect: result.expect,
          open_code: result.openCode,
          drawn_at: result.drawnAt.toISOString(),
        },
      }),
    ),
    // Badges and lists update without a reload: the payload carries the unread count.
    onMessageDelivered(db, (message) => {
      unreadCount(db, message.userId)
        .then((unread) =>
          announceToPlayer(realtime, message.userId, {
            event: REALTIME_EVENTS.userNotification,
            data: {
              id: message.id,
              title: message.title,
              message: message.content,
              type: message.type,
              unread_count: unread,
            },
          }),
        )
        .catch(fail(REALTIME_EVENTS.userNotification));
    }),
    onBroadcastDelivered(db, (broadcast) =>
      announceBroadcast(db, realtime, broadcast).catch(fail(`${REALTIME_EVENTS.userNotification} (群发)`)),
    ),
    onUserInfoChanged(db, ({ userId, changedFields, changeType }) => {
      findUserById(db, userId)
        .then((user) => {
          if (!user) return;
          announceToPlayer(realtime, userId, {
            event: REALTIME_EVENTS.userInfoChanged,
            data: {
              balance: fenToYuan(user.balance),
              codingvolume: fenToYuan(user.codingvolume),
              paysum: fenToYuan(user.paysum),
              totalgame: fenToYuan(user.totalgame),
              changed_fields: changedFields,
              change_type: changeType,
            },
          });
        })
        .catch(fail(REALTIME_EVENTS.userInfoChanged));
    }),
    // Open apps refresh their notice lists and home marquee at once.
    onNoticePublished(db, (notice) =>
      announce(realtime, {
        event: REALTIME_EVENTS.noticePublished,
        data: { id: notice.id, category_id: notice.categoryId, title: notice.title },
      }),
    ),
    // Open shells reload their config at once instead of at their next config check.
    onConfigChanged(db, ({ key }) =>
      announce(realtime, { event: REALTIME_EVENTS.configUpdated, data: { key } }),
    ),
    pushDashboard(db, realtime, fail(REALTIME_EVENTS.dashboardUpdated)),
    pushLiability(db, realtime),
    // 风控 hears of a suspension at once: bets on that outcome are refused until they reopen it.
    onOutcomeSuspended(db, ({ matchId, play, option }) =>
      announce(realtime, {
        event: REALTIME_EVENTS.outcomeSuspended,
        data: { match_id: matchId, play, option },
      }),
    ),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}

/** How often the operators' dashboard figures are recomputed while an operator watches them. */
export const DASHBOARD_PUSH_MS = 5_000;

/**
 * The operators' dashboard, live: every few seconds while this node has a console subscribed, the figures
 * are recomputed and published when they changed. A timer rather than domain events: a new application,
 * an approved withdrawal and a paid recharge each commit in their own area (some without a ledger row),
 * and a few seconds is live enough for a queue an operator works through.
 */
function pushDashboard(db: Db, realtime: Realtime, onError: (error: unknown) => void): () => void {
  let last = '';
  let running = false;
  const timer = setInterval(() => {
    if (running || realtime.channels.subscriptionCount(REALTIME_CHANNELS.opsDashboard) === 0) return;
    running = true;
    onlinePlayerCount(realtime)
      .then((online) => dashboardFigures(db, online))
      .then((figures) => {
        const text = JSON.stringify(figures);
        if (text === last) return;
        last = text;
        announce(realtime, { event: REALTIME_EVENTS.dashboardUpdated, data: figures });
      })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, DASHBOARD_PUSH_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** How long changed matches gather before 风控's consoles are told (they reload the list once per message). */
export const LIABILITY_PUSH_MS = 500;

/**
 * 风控's liability view, live: the matches whose liability changed, coalesced so a burst of orders is one
 * message (each makes every watching console reload the list) rather than one per order.
 */
function pushLiability(db: Db, realtime: Realtime): () => void {
  let changed = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const matchIds = [...changed];
    changed = new Set();
    announce(realtime, { event: REALTIME_EVENTS.liabilityChanged, data: { match_ids: matchIds } });
  };
  const stop = onLiabilityChanged(db, (matchIds) => {
    for (const id of matchIds) changed.add(id);
    if (timer) return;
    timer = setTimeout(flush, LIABILITY_PUSH_MS);
    timer.unref();
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}

/** A 群发 reaches each player as one user.notification with their unread count, read in bounded batches. */
async function announceBroadcast(db: Db, realtime: Realtime, broadcast: Broadcast): Promise<void> {
  for (let start = 0; start < broadcast.deliveries.length; start += SNAPSHOT_READ_SIZE) {
    const batch = broadcast.deliveries.slice(start, start + SNAPSHOT_READ_SIZE);
    const unread = await unreadCounts(
      db,
      batch.map((delivery) => delivery.userId),
    );
    for (const { userId, messageId } of batch)
      announceToPlayer(realtime, userId, {
        event: REALTIME_EVENTS.userNotification,
        data: {
          id: messageId,
          title: broadcast.title,
          message: broadcast.content,
          type: broadcast.type,
          unread_count: unread.get(userId) ?? 0,
        },
      });
  }
}

/**
 * Announces every committed ledger row as balance.changed on its owner's private channel. Rows committed
 * together share one snapshot read per player: a settlement commits thousands of ledger rows for a few
 * hundred players at once, and a read per row would queue thousands of identical queries in the database
 * pool ahead of every other request.
 */
function announceBalances(db: Db, realtime: Realtime, onError: (error: unknown) => void): () => void {
  let committed = new Map<number, LedgerEntry[]>();
  const announceTo = async (batch: Map<number, LedgerEntry[]>, ids: number[]) => {
    const owners = await findUsersByIds(db, ids);
    for (const owner of owners) {
      for (const entry of batch.get(owner.id) ?? []) {
        announceToPlayer(realtime, entry.userId, {
          event: REALTIME_EVENTS.balanceChanged,
          data: {
            ...toBalance(owner),
            change_amount: fenToYuan(entry.amount),
            change_type_text: ledgerTypeText(entry.type),
            timestamp: Math.floor(entry.createdAt.getTime() / 1000),
          },
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
  return onLedgerCommitted(db, (entry) => {
    if (committed.size === 0) {
      // Every row of one commit is announced synchronously, so they are all here when this runs.
      queueMicrotask(() => {
        const batch = committed;
        committed = new Map();
        announce(batch).catch(onError);
      });
    }
    const entries = committed.get(entry.userId) ?? [];
    committed.set(entry.userId, entries);
    entries.push(entry);
  });
}
