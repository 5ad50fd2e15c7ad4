import {
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';

// Lotteries, their expects (期) and bets. Money is integer fen (bigint); the rules live in @app/shared/lottery.

/** The lotteries on sale (ids and codes from @app/shared/lottery's catalogue); operators switch them. */
export const lotteries = pgTable('lotteries', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  intervalSeconds: integer('interval_seconds').notNull(),
  isHot: smallint('is_hot').notNull().default(0),
  enabled: smallint('enabled').notNull().default(1),
  sort: integer('sort').notNull().default(0),
});

/** Expect status: 0 open (taking bets), 2 drawn (open code set, every bet settled). */
export const lotteryExpects = pgTable(
  'lottery_expects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    expect: text('expect').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(0),
    openCode: text('open_code'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    betCount: integer('bet_count').notNull().default(0),
    winCount: integer('win_count').notNull().default(0),
    stake: fen('stake'),
    payout: fen('payout'),
  },
  (t) => [
    uniqueIndex('lottery_expects_lottery_expect_idx').on(t.lotteryId, t.expect),
    index('lottery_expects_due_idx').on(t.status, t.closeAt),
    index('lottery_expects_history_idx').on(t.lotteryId, t.status, t.closeAt),
  ],
);

/** Bet status: 0 待开奖, 1 已中奖, 2 未中奖, 3 已撤单. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betNo: text('bet_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    expect: text('expect').notNull(),
    play: text('play').notNull(),
    /** Canonical bet code (rows '|', picks ','), so equal bets settle together. */
    codes: text('codes').notNull(),
    itemCount: integer('item_count').notNull(),
    /** Per item (注), fen. */
    amount: fen('amount'),
    multiple: integer('multiple').notNull(),
    stake: fen('stake'),
    winAmount: fen('win_amount'),
    status: smallint('status').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('lottery_bets_user_created_idx').on(t.userId, t.createdAt),
    index('lottery_bets_expect_idx').on(t.lotteryId, t.expect, t.status),
  ],
);
