import { and, count, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messages, users } from '../../db/schema';
import { rejectWith } from '../errors';
import { domainEvent } from '../events';
import type { MessageType, NewMessage } from './messages';

/** Who a 群发 reaches: enabled players, all of them, those of a VIP level and up, or the agents. */
export const SEGMENTS = [
  { key: 'all', name: '全部玩家' },
  { key: 'vip', name: 'VIP玩家（指定等级及以上）' },
  { key: 'agents', name: '代理' },
] as const;
export type Segment = (typeof SEGMENTS)[number]['key'];
export const SEGMENT_KEYS = SEGMENTS.map((segment) => segment.key) as [Segment, ...Segment[]];

export interface Audience {
  segment: Segment;
  minVipLevel: number;
}

/** Rows per insert statement: 4 parameters each stays far below a statement's 65,535. */
const INSERT_BATCH = 1000;

const audienceFilter = (audience: Audience): SQL | undefined =>
  and(
    eq(users.enabled, 1),
    audience.segment === 'vip' ? gte(users.vipLevel, audience.minVipLevel) : undefined,
    audience.segment === 'agents' ? eq(users.isAgent, 1) : undefined,
  );

/** How many players a 群发 to `audience` would reach (shown before sending). */
export async function audienceSize(db: Db, audience: Audience): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(audienceFilter(audience));
  return row?.n ?? 0;
}

export interface Broadcast {
  /** Each reached player and the id of their copy of the message. */
  deliveries: Array<{ userId: number; messageId: number }>;
  title: string;
  content: string;
  type: MessageType;
}

const broadcastDelivered = domainEvent<Broadcast>();
/** A 群发 committed: the event bridge tells each reached player's open apps (badge and list). */
export const onBroadcastDelivered = broadcastDelivered.on;

/** One message to every player of `audience`, all written or none; returns how many were reached. */
export async function broadcastMessage(db: Db, audience: Audience, input: NewMessage): Promise<number> {
  const type = input.type ?? 'system';
  const deliveries = await db.transaction(async (tx) => {
    const reached = await tx.select({ id: users.id }).from(users).where(audienceFilter(audience));
    if (reached.length === 0) throw rejectWith('该范围内没有玩家');
    const written: Broadcast['deliveries'] = [];
    for (let start = 0; start < reached.length; start += INSERT_BATCH) {
      const batch = reached.slice(start, start + INSERT_BATCH);
      const rows = await tx
        .insert(messages)
        .values(batch.map((user) => ({ userId: user.id, type, title: input.title, content: input.content })))
        .returning({ userId: messages.userId, messageId: messages.id });
      written.push(...rows);
    }
    return written;
  });
  broadcastDelivered.emit(db, { deliveries, title: input.title, content: input.content, type });
  return deliveries.length;
}

/** Unread counts of many players in one query per batch (for the live badge of a 群发). */
export async function unreadCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: messages.userId, n: count() })
    .from(messages)
    .where(and(inArray(messages.userId, userIds), isNull(messages.readAt), isNull(messages.deletedAt)))
    .groupBy(messages.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}
