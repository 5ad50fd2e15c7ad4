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

// Sports markets and orders. Money is integer fen (bigint); odds are integer hundredths (1.85 -> 185).

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    sportType: smallint('sport_type').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('leagues_sport_name_idx').on(t.sportType, t.name)],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('teams_league_name_idx').on(t.leagueId, t.name)],
);

/** Match status: 0 未开赛, 1 进行中, 2 已完场, 3 已取消 (void). */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    sportType: smallint('sport_type').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => teams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => teams.id),
    matchNo: text('match_no').notNull(),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(0),
    /** Minutes played (football) or of game time (basketball) while live. */
    minute: integer('minute').notNull().default(0),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    halfHomeScore: integer('half_home_score'),
    halfAwayScore: integer('half_away_score'),
    statistics: jsonb('statistics').$type<Record<string, number[]>>().notNull().default({}),
    intelligence: jsonb('intelligence').$type<string[]>().notNull().default([]),
    /** Simulator seed of the match: its goals/points timeline and final result. */
    simSeed: integer('sim_seed').notNull().default(0),
    /**
     * The plays this match offers for singles (单关); every other play is bet in 串关 only. Set when the match
     * is created and never changed, so an order may plan with it before its transaction.
     */
    singlePlays: text('single_plays').array().notNull().default([]),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * How many approved re-settlements (改判) the result has had since it was settled: each one names its
     * ledger rows by it, and a request made at one revision cannot run once another has moved it on.
     */
    settleRevision: integer('settle_revision').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('matches_sport_kickoff_idx').on(t.sportType, t.kickoffAt),
    index('matches_status_idx').on(t.status),
  ],
);

/** Current odds of every option of every play of a match; `line` is the handicap or total. */
export const matchOdds = pgTable(
  'match_odds',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    play: text('play').notNull(),
    option: text('option').notNull(),
    odds: integer('odds').notNull(),
    line: text('line').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.play, t.option] })],
);

/** Order status: 0 待开奖, 1 已中奖, 2 未中奖. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    sportType: smallint('sport_type').notNull(),
    mode: text('mode').notNull(),
    /** Comma-separated combination codes ('3x4'); empty for single bets. */
    combos: text('combos').notNull().default(''),
    amount: fen('amount'),
    multiple: integer('multiple').notNull(),
    /**
     * 奖金优化: the multiple of each sub-bet in the enumeration order of @app/shared/betting (then `multiple`
     * is 1); null when every sub-bet is at `multiple`.
     */
    subMultiples: integer('sub_multiples').array(),
    betCount: integer('bet_count').notNull(),
    stake: fen('stake'),
    minPrize: fen('min_prize'),
    maxPrize: fen('max_prize'),
    payout: fen('payout'),
    status: smallint('status').notNull().default(0),
    /** An in-play (滚球) bet, placed at the end of its bet delay. */
    inPlay: boolean('in_play').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One chosen option of an order. Result: 0 pending, 1 won, 2 lost, 3 void. */
export const orderLegs = pgTable(
  'order_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    play: text('play').notNull(),
    option: text('option').notNull(),
    optionName: text('option_name').notNull(),
    odds: integer('odds').notNull(),
    line: text('line').notNull().default(''),
    result: smallint('result').notNull().default(0),
    /** 胆 (banker) of a 串关: every sub-bet holds this match. */
    banker: boolean('banker').notNull().default(false),
  },
  (t) => [index('order_legs_order_idx').on(t.orderId), index('order_legs_match_idx').on(t.matchId, t.result)],
);
