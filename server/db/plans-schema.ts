import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';
import { orders } from './sports-schema';

/**
 * 跟单: a player publishes one of their own pending sports orders as a plan others can follow. The plan's
 * state (open, closed, settled, won) and its deadline (the ticket's earliest kickoff, which operators may move)
 * are read from the order and its matches, never stored twice.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** Percent of a follower's profit paid to the publisher, fixed at publication. */
    commissionRate: smallint('commission_rate').notNull(),
    /** Sanitised HTML (an empty string when none). */
    analysis: text('analysis').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('plans_user_created_idx').on(t.userId, t.createdAt)],
);

/** One follow: the follower's own order of the plan's ticket, and the commission it has paid so far. */
export const planFollows = pgTable(
  'plan_follows',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /**
     * Commission moved from this follower to the publisher so far. Settlement and 改判 move only the difference
     * to what the order's current payout owes, so it is paid once and follows every correction.
     */
    commission: fen('commission'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_follows_order_idx').on(t.orderId),
    index('plan_follows_plan_idx').on(t.planId),
    index('plan_follows_user_created_idx').on(t.userId, t.createdAt),
  ],
);
