import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';

/**
 * Valid turnover (有效投注): the stake of every bet once it is settled as won or lost, written by
 * domain/valid-turnover.ts and nothing else. Cancelled, void and refunded stakes never appear. `source` names
 * what settled (order:<order_no>, lottery:<bet_no>, round:<round_no>) and is unique, so a settlement that
 * runs again never counts twice. VIP (totalgame), the withdrawal requirement (codingvolume), rebates and
 * turnover activities all follow these rows.
 */
export const validTurnover = pgTable(
  'valid_turnover',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** sports | lottery | game (the rebate game types) */
    gameType: text('game_type').notNull(),
    source: text('source').notNull().unique(),
    amount: fen('amount'),
    /** What the player bet on, for the stakes of a rebate record. */
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('valid_turnover_user_type_idx').on(t.userId, t.gameType, t.id),
    index('valid_turnover_user_time_idx').on(t.userId, t.createdAt),
  ],
);
