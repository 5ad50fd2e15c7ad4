import {
  bigserial,
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

// Activities, applications, daily sign-in and in-app messages. Money is integer fen (bigint).
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);

/**
 * A promotion. `typeId` is its tab (/v1/activity/types); `rule` says how eligibility is checked
 * (first_deposit, turnover, newcomer are checked automatically and pay at once; manual goes to review);
 * with `autoGrant` the platform pays them when the condition is met, without an application.
 * `period` is how often one player may claim it: once, daily or weekly (Asia/Shanghai).
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    banner: text('banner').notNull().default(''),
    rule: jsonb('rule').notNull(),
    reward: fen('reward'),
    period: text('period').notNull().default('once'),
    /** 自动发放: the platform pays every player who meets the condition, unasked (domain/activity/auto-grant.ts). */
    autoGrant: boolean('auto_grant').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('activities_type_idx').on(t.typeId, t.sort)],
);

/** Status: 0 审核中, 1 已发放, 2 已拒绝. One application per player, activity and period key. */
export const activityApplications = pgTable(
  'activity_applications',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    periodKey: text('period_key').notNull(),
    status: smallint('status').notNull().default(0),
    reward: fen('reward'),
    remark: text('remark').notNull().default(''),
    /** The Idempotency-Key of the request that applied: its repeat gets this application back. */
    requestKey: text('request_key'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('activity_applications_once_idx').on(t.userId, t.activityId, t.periodKey),
    index('activity_applications_user_idx').on(t.userId, t.id),
  ],
);

/** One row per player and calendar day (Asia/Shanghai, 'YYYY-MM-DD'); streak counts consecutive days. */
export const signins = pgTable(
  'signins',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    reward: fen('reward'),
    /** The Idempotency-Key of the request that signed in: its repeat gets this sign-in back. */
    requestKey: text('request_key'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('signins_user_day_idx').on(t.userId, t.day)],
);

/** In-app messages of one player; read and deleted are timestamps (null = unread / kept). */
/** 客服留言: a player's question to the service desk; the desk's answer also reaches the player as a 站内信. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_user_idx').on(t.userId, t.id),
    index('support_messages_open_idx').on(t.repliedAt, t.id),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    type: text('type').notNull().default('system'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.id)],
);
