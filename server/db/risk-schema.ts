import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fen } from './columns';
import { users } from './schema';
import { matches, orders } from './sports-schema';

// 风控: the book's limits and its live liability. Written only by domain/risk.

/** The book's limits (one row, id 1); a match may override the outcome and match limits. Amounts in fen. */
export const riskLimits = pgTable('risk_limits', {
  id: smallint('id').primaryKey(),
  /** The most the book pays if one outcome (match, play, option) happens. */
  outcomeLimit: fen('outcome_limit'),
  /** The most the book pays on one match, over all its outcomes. */
  matchLimit: fen('match_limit'),
  /** The most one order may win (scaled by the player's stake factor). */
  orderWinLimit: fen('order_win_limit'),
  /** refuse: the bet is refused; suspend: it is refused and the outcome stops taking bets until 风控 reopens it. */
  onBreach: text('on_breach').notNull().default('refuse'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const matchRiskLimits = pgTable('match_risk_limits', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id),
  outcomeLimit: bigint('outcome_limit', { mode: 'bigint' }),
  matchLimit: bigint('match_limit', { mode: 'bigint' }),
});

/** 限额: a player's stake factor in basis points (10000 = 1.0, 2000 = 0.2 for a sharp player). */
export const playerStakeFactors = pgTable('player_stake_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  factorBp: integer('factor_bp').notNull(),
});

/** What the book pays if this outcome happens, from every open order; `suspended` after a breach. */
export const bookOutcomeLiability = pgTable(
  'book_outcome_liability',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    play: text('play').notNull(),
    option: text('option').notNull(),
    liability: fen('liability'),
    suspended: boolean('suspended').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.play, t.option] })],
);

/** The book's liability on a match: the sum of its outcomes' (see domain/risk/contributions.ts). */
export const bookMatchLiability = pgTable(
  'book_match_liability',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id),
    liability: fen('liability'),
  },
  (t) => [index('book_match_liability_idx').on(t.liability)],
);

/** One open order's share of an outcome's liability, released when the order or the match settles. */
export const orderLiability = pgTable(
  'order_liability',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    matchId: integer('match_id').notNull(),
    play: text('play').notNull(),
    option: text('option').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.matchId, t.play, t.option] }),
    index('order_liability_match_idx').on(t.matchId),
  ],
);
