import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, fen } from './columns';
import { users } from './schema';

// Third-party game platforms, their games, the player's wallet on each platform, sessions and rounds.
// Money is integer fen (bigint).
const art = {
  colorFrom: text('color_from').notNull().default('#3a2a6e'),
  colorTo: text('color_to').notNull().default('#11131a'),
  glyph: text('glyph').notNull().default(''),
};

export const gamePlatforms = pgTable('game_platforms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** slot | chess | live | fish | lottery */
  type: text('type').notNull(),
  /** 1 open, 0 maintenance. */
  status: smallint('status').notNull().default(1),
  /** Reached through the NG aggregator, so disable_nggame applies. */
  isNg: boolean('is_ng').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  ...art,
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => gamePlatforms.id),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** The engine serving this title ('demo-slot'); empty means it can be listed but not entered. */
    engine: text('engine').notNull().default(''),
    hot: boolean('hot').notNull().default(false),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    ...art,
  },
  (t) => [uniqueIndex('games_platform_name_idx').on(t.platformId, t.name)],
);

/** The player's balance held on one platform; money only enters or leaves it through a transfer. */
export const gameWallets = pgTable(
  'game_wallets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformId: integer('platform_id')
      .notNull()
      .references(() => gamePlatforms.id),
    balance: fen('balance'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platformId] })],
);

export const gameTransfers = pgTable(
  'game_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformId: integer('platform_id')
      .notNull()
      .references(() => gamePlatforms.id),
    /** in: main wallet -> platform; out: platform -> main wallet. */
    direction: text('direction').notNull(),
    amount: fen('amount'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_transfers_key_idx').on(t.userId, t.platformId, t.idempotencyKey),
    index('game_transfers_user_idx').on(t.userId, t.id),
  ],
);

export const gameSessions = pgTable(
  'game_sessions',
  {
    /** `<platform>_<userId>_<random>`: at least 3 underscore parts (SPEC 4). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformId: integer('platform_id')
      .notNull()
      .references(() => gamePlatforms.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
    /** Extended by play; a session idle past it is refused. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_sessions_user_idx').on(t.userId)],
);

/** One settled round (a slot spin): the source of /v1/game-records. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundNo: text('round_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    platformId: integer('platform_id')
      .notNull()
      .references(() => gamePlatforms.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    sessionId: text('session_id').notNull(),
    bet: fen('bet'),
    win: fen('win'),
    balanceBefore: fen('balance_before'),
    balanceAfter: fen('balance_after'),
    /** What the reels showed and which lines paid. */
    detail: jsonb('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('game_rounds_user_idx').on(t.userId, t.createdAt)],
);
