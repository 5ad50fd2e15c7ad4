import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { messages } from '../../db/schema';
import { domainEvent } from '../events';

export type MessageRow = typeof messages.$inferSelect;

/** Message kinds a player can filter by (the tabs of /minePages/messages). */
export const MESSAGE_TYPES = [
  { type: 'system', name: '系统消息' },
  { type: 'activity', name: '活动消息' },
  { type: 'finance', name: '资金消息' },
  { type: 'notice', name: '平台公告' },
] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number]['type'];
export const MESSAGE_TYPE_NAMES = MESSAGE_TYPES.map((entry) => entry.type) as [MessageType, ...MessageType[]];

export interface NewMessage {
  title: string;
  content: string;
  type?: MessageType;
}

/** A player's messages that were not deleted; optionally of one type, optionally unread only. */
export function visibleTo(userId: number, filter: { type?: string; unread?: boolean } = {}): SQL | undefined {
  return and(
    eq(messages.userId, userId),
    isNull(messages.deletedAt),
    filter.type ? eq(messages.type, filter.type) : undefined,
    filter.unread ? isNull(messages.readAt) : undefined,
  );
}

/** Writes one message for a player (inside the caller's transaction when given one). */
export async function sendMessage(db: Queryable, userId: number, input: NewMessage): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values({ userId, type: input.type ?? 'system', title: input.title, content: input.content })
    .returning();
  return row as MessageRow;
}

export async function unreadCount(db: Queryable, userId: number, type?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(visibleTo(userId, { unread: true, ...(type ? { type } : {}) }));
  return row?.n ?? 0;
}

const messageDelivered = domainEvent<MessageRow>();

/** Every delivered message (the event bridge tells the player's open apps: badge and list update live). */
export const onMessageDelivered = messageDelivered.on;

/** Announces a message written by sendMessage, once its transaction has committed. */
export const announceMessage = (db: Db, message: MessageRow) => messageDelivered.emit(db, message);

/** Writes one message for a player and announces it: for callers outside a transaction (ops, after commit). */
export async function deliverMessage(db: Db, userId: number, input: NewMessage): Promise<MessageRow> {
  const message = await sendMessage(db, userId, input);
  announceMessage(db, message);
  return message;
}

export async function findOwnMessage(db: Queryable, userId: number, id: number): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), visibleTo(userId)))
    .limit(1);
  return row ?? null;
}

/** Marks the player's own messages read; ids of other players or deleted messages are ignored. */
export async function markRead(
  db: Queryable,
  userId: number,
  scope: { ids?: number[]; type?: string },
): Promise<number> {
  if (scope.ids && scope.ids.length === 0) return 0;
  const updated = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        visibleTo(userId, { unread: true, ...(scope.type ? { type: scope.type } : {}) }),
        scope.ids ? inArray(messages.id, scope.ids) : undefined,
      ),
    )
    .returning({ id: messages.id });
  return updated.length;
}

/** Soft-deletes the player's messages (one id, or all of them). */
export async function deleteMessages(db: Queryable, userId: number, id?: number): Promise<number> {
  const deleted = await db
    .update(messages)
    .set({ deletedAt: new Date() })
    .where(and(visibleTo(userId), id === undefined ? undefined : eq(messages.id, id)))
    .returning({ id: messages.id });
  return deleted.length;
}

export async function listMessages(
  db: Queryable,
  userId: number,
  query: { type?: string; page: number; perPage: number },
) {
  const filter = visibleTo(userId, query.type ? { type: query.type } : {});
  const rows = await db
    .select()
    .from(messages)
    .where(filter)
    .orderBy(desc(messages.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ n: count() }).from(messages).where(filter);
  return { rows, total: total?.n ?? 0 };
}

/** Total, unread and per-type counts of the player's messages. */
export async function messageStatistics(db: Queryable, userId: number) {
  const rows = await db
    .select({ type: messages.type, total: count(), unread: count(messages.readAt) })
    .from(messages)
    .where(visibleTo(userId))
    .groupBy(messages.type);
  const byType = MESSAGE_TYPES.map(({ type, name }) => {
    const row = rows.find((entry) => entry.type === type);
    const total = row?.total ?? 0;
    return { type, name, total, unread: total - (row?.unread ?? 0) };
  });
  return {
    total: byType.reduce((sum, entry) => sum + entry.total, 0),
    unread: byType.reduce((sum, entry) => sum + entry.unread, 0),
    by_type: byType,
  };
}

export function messageJson(row: MessageRow) {
  return {
    id: row.id,
    type: row.type,
    type_name: MESSAGE_TYPES.find((entry) => entry.type === row.type)?.name ?? '系统消息',
    title: row.title,
    content: row.content,
    is_read: row.readAt ? 1 : 0,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
