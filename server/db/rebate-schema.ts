import {
  bigint,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fen } from './columns';
import { users } from './schema';

/**
 * One rebate (返水) of one player for one game type over one period. A period is a range of valid_turnover
 * rows (stakes settled won or lost): (from_ref, to_ref].
 * The next period starts where the last one ended, and (user, game type, from_ref) is unique, so no stake
 * is ever rebated twice. Status: 0 待领取, 1 已领取; the payout is the ledger row with key rebate:<id>.
 */
export const rebateRecords = pgTable(
  'rebate_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sports | lottery | game */
    gameType: text('game_type').notNull(),
    vipLevel: integer('vip_level').notNull(),
    /** The rate applied, in basis points as a decimal string ("50" = 0.5%). */
    rateBp: text('rate_bp').notNull(),
    turnover: fen('turnover'),
    amount: fen('amount'),
    fromRef: bigint('from_ref', { mode: 'number' }).notNull(),
    toRef: bigint('to_ref', { mode: 'number' }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(0),
    /** Idempotency-Key of the apply request that created it and of the claim request that paid it: a
     * repeated request answers with the records it touched the first time. */
    applyKey: text('apply_key'),
    claimKey: text('claim_key'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebate_records_period_idx').on(t.userId, t.gameType, t.fromRef),
    index('rebate_records_user_idx').on(t.userId, t.status, t.id),
  ],
);
