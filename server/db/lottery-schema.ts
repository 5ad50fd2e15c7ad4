import {
  bigint,
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
    /** The 追号 expect this bet plays (its stake came from the chase's hold); unique: placed once. */
    chaseItemId: bigint('chase_item_id', { mode: 'number' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_bets_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('lottery_bets_chase_item_idx').on(t.chaseItemId),
    index('lottery_bets_user_created_idx').on(t.userId, t.createdAt),
    index('lottery_bets_expect_idx').on(t.lotteryId, t.expect, t.status),
  ],
);

/**
 * 追号 plans: the same bet over `expects` consecutive expects. The whole stake is held at creation (one
 * ledger row); status 0 进行中, 1 已完成, 2 已停止 (stop_reason 'win' after a win, 'player' by the player,
 * 'restricted' when the player's restrictions ended it).
 */
export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chaseNo: text('chase_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    play: text('play').notNull(),
    codes: text('codes').notNull(),
    itemCount: integer('item_count').notNull(),
    amount: fen('amount'),
    mode: text('mode').notNull(),
    startMultiple: integer('start_multiple').notNull(),
    doubleEvery: integer('double_every').notNull(),
    minProfitRate: integer('min_profit_rate').notNull(),
    stopOnWin: smallint('stop_on_win').notNull(),
    expects: integer('expects').notNull(),
    /** The hold: every expect's stake. */
    totalStake: fen('total_stake'),
    status: smallint('status').notNull().default(0),
    stopReason: text('stop_reason'),
    /** What the player's 停止追号 gave back: every answer about the stop (retries, lost races) repeats it. */
    stopRefund: fen('stop_refund'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_chases_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('lottery_chases_user_idx').on(t.userId, t.id),
  ],
);

/** One expect of a plan: 0 pending (held), 1 placed (a bet), 2 settled (drawn), 3 refunded (never played). */
export const lotteryChaseItems = pgTable(
  'lottery_chase_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chaseId: bigint('chase_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryChases.id),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    seq: integer('seq').notNull(),
    expect: text('expect').notNull(),
    multiple: integer('multiple').notNull(),
    stake: fen('stake'),
    status: smallint('status').notNull().default(0),
    winAmount: fen('win_amount'),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_chase_items_chase_seq_idx').on(t.chaseId, t.seq),
    uniqueIndex('lottery_chase_items_chase_expect_idx').on(t.chaseId, t.expect),
    index('lottery_chase_items_due_idx').on(t.lotteryId, t.status, t.expect),
  ],
);
