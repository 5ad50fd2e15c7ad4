import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';
import { matches, orders } from './sports-schema';

/**
 * In-play (滚球) state of a live match's markets. The simulator suspends them for a short pause on a
 * dangerous moment (`suspendedUntil`, with the reason shown to players); an operator's suspension
 * (`opsSuspended`) holds until the operator resumes. No row: the markets are open.
 */
export const liveMarkets = pgTable('live_markets', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id),
  reason: text('reason'),
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  opsSuspended: boolean('ops_suspended').notNull().default(false),
  /**
   * How many times the markets were suspended, ever: an in-play bet remembers it when taken and is refused
   * at the end of its delay if it moved, even when the markets reopened in between.
   */
  suspensions: integer('suspensions').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An in-play bet waiting out its bet delay. Nothing is debited while it waits: at `acceptAt` it is either
 * placed as an order (status 1, `orderId`) or refused (status 2, `message`). The unique key makes a
 * concurrent resubmission wait for this ticket's answer instead of placing a second one.
 */
export const inplayTickets = pgTable(
  'inplay_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    /** 0 确认中, 1 已接受, 2 已拒绝. */
    status: smallint('status').notNull().default(0),
    acceptAt: timestamp('accept_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    message: text('message'),
    /** The 409 answer's moved prices, when that is why it was refused. */
    refusal: jsonb('refusal'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inplay_tickets_user_key_idx').on(t.userId, t.idempotencyKey),
    index('inplay_tickets_user_idx').on(t.userId),
  ],
);
