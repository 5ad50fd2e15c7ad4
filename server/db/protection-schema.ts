import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';

// 理性投注: the limits a player sets on themself, their exclusions and the stakes the limits count.
// Written only by domain/protection.

/**
 * One limit: `kind` deposit | loss | stake (amount in fen) or time (minutes), `period` day | week | month
 * (time also session). A raise (or removal: pending_amount null with pending_at set) waits 24 hours in
 * pending_* and needs the player to confirm it after that; a lowering replaces `amount` at once.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    /** null: no limit (a removed limit whose removal was confirmed). */
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    /** When a pending raise may be confirmed; null: nothing pending. */
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.period] })],
);

/** The player's reality-check interval and their exclusion (cooling-off or self-exclusion), if any. */
export const playerProtection = pgTable('player_protection', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** 0: no reality check. */
  realityCheckMinutes: smallint('reality_check_minutes').notNull().default(0),
  /** cooling_off | self_exclusion; null: none. */
  exclusionKind: text('exclusion_kind'),
  excludedAt: timestamp('excluded_at', { withTimezone: true }),
  excludedUntil: timestamp('excluded_until', { withTimezone: true }),
});

/**
 * Every stake put into play, counted when it is placed (a 追号 item when its expect is placed, a game
 * transfer in when it moves): what stake and loss limits sum. `source` names the sports order, lottery bet
 * or transfer.
 */
export const protectionStakes = pgTable(
  'protection_stakes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: fen('amount'),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('protection_stakes_user_time_idx').on(t.userId, t.createdAt)],
);
