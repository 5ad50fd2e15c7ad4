import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';
import { orders } from './sports-schema';

/**
 * 合买: an initiator's sports ticket sold in 1-yuan shares. Every share bought is held from its buyer's balance
 * (a ledger row) until the syndicate is placed (the ticket becomes one order, paid from the holds), or cancelled
 * (every hold refunded once). The guarantee (保底) is held from the initiator at creation; at the deadline it
 * buys what is left, the rest of it comes back.
 */
export const syndicates = pgTable(
  'syndicates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sportType: smallint('sport_type').notNull(),
    /** The slip as submitted (sport, mode, combos, selections, amount, multiple), placed as is at the close. */
    ticket: jsonb('ticket').notNull(),
    betCount: integer('bet_count').notNull(),
    totalShares: integer('total_shares').notNull(),
    /** Shares sold so far, the initiator's own included: kept under the row's lock, never past totalShares. */
    soldShares: integer('sold_shares').notNull(),
    guaranteeShares: integer('guarantee_shares').notNull(),
    /** The guarantee's hold has been used (as a 'guarantee' purchase) and the rest refunded, or all refunded. */
    guaranteeReleased: boolean('guarantee_released').notNull().default(false),
    commissionRate: smallint('commission_rate').notNull(),
    isPublic: boolean('is_public').notNull(),
    /** A private syndicate is opened and bought only with this code (its link carries it), never by id alone. */
    shareCode: text('share_code').notNull(),
    ticketAlways: boolean('ticket_always').notNull(),
    description: text('description').notNull().default(''),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** open, placed, cancelled (a placed syndicate's result is its order's). */
    status: text('status').notNull().default('open'),
    orderId: integer('order_id')
      .unique()
      .references(() => orders.id),
    closeReason: text('close_reason').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('syndicates_open_idx').on(t.status, t.deadline),
    index('syndicates_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('syndicates_user_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** One purchase of shares (the initiator's own, a buyer's, or the guarantee's fill), and the prize it has been paid. */
export const syndicateShares = pgTable(
  'syndicate_shares',
  {
    id: serial('id').primaryKey(),
    syndicateId: integer('syndicate_id')
      .notNull()
      .references(() => syndicates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** initiator, buy, guarantee */
    kind: text('kind').notNull(),
    shares: integer('shares').notNull(),
    amount: fen('amount'),
    refunded: boolean('refunded').notNull().default(false),
    /**
     * The prize moved to this purchase so far. Settlement and 改判 move only the difference to what the order's
     * current payout owes, so each share is paid once and follows every correction.
     */
    prize: fen('prize'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('syndicate_shares_syndicate_idx').on(t.syndicateId),
    index('syndicate_shares_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('syndicate_shares_key_idx')
      .on(t.syndicateId, t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
