import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';

// Expert articles, lottery recommendations, invitation rewards and agent applications.
const userRef = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id);

/** 足球 / 篮球 / 彩票: the tabs of the expert pages. */
export const expertCategories = pgTable('expert_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const experts = pgTable(
  'experts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => expertCategories.id),
    name: text('name').notNull().unique(),
    avatar: text('avatar').notNull().default(''),
    /** Short badge under the name: 英超专家, 竞彩名家, ... */
    title: text('title').notNull().default(''),
    intro: text('intro').notNull().default(''),
    followers: integer('followers').notNull().default(0),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('experts_category_idx').on(t.categoryId)],
);

/**
 * An expert's match analysis. `content` is HTML sanitised when written and again when served.
 * `result`: 0 待开奖, 1 红 (the pick won), 2 黑; the expert's win rate is computed from these.
 */
export const expertArticles = pgTable(
  'expert_articles',
  {
    id: serial('id').primaryKey(),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => expertCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull(),
    /** The fixture the analysis is about, e.g. 英超 曼城 vs 阿森纳. */
    matchInfo: text('match_info').notNull().default(''),
    matchTime: timestamp('match_time', { withTimezone: true }),
    /** A label only (推荐, 独家, 重心): every article is free to read. */
    badge: text('badge').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    result: smallint('result').notNull().default(0),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    favorites: integer('favorites').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expert_articles_category_idx').on(t.categoryId, t.publishedAt),
    index('expert_articles_expert_idx').on(t.expertId, t.publishedAt),
  ],
);

/** One like per player and article: the primary key makes like/unlike idempotent. */
export const articleLikes = pgTable(
  'article_likes',
  {
    userId: userRef(),
    articleId: integer('article_id')
      .notNull()
      .references(() => expertArticles.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

export const articleFavorites = pgTable(
  'article_favorites',
  {
    userId: userRef(),
    articleId: integer('article_id')
      .notNull()
      .references(() => expertArticles.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] })],
);

/** 双色球, 大乐透, 福彩3D, ...: the tabs of the lottery recommendations. */
export const lotteryCategories = pgTable('lottery_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const lotteryArticles = pgTable(
  'lottery_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => lotteryCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull(),
    author: text('author').notNull().default(''),
    /** The draw the article is about, e.g. 2026135期. */
    expect: text('expect').notNull().default(''),
    badge: text('badge').notNull().default(''),
    isHot: boolean('is_hot').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lottery_articles_category_idx').on(t.categoryId, t.publishedAt)],
);

/**
 * A reward paid to an inviter for one invitee and one rule (register, first_deposit). The unique key is the
 * guard against paying twice; the ledger row carries the idempotency key invite:<inviter>:<invitee>:<rule>.
 */
export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: serial('id').primaryKey(),
    inviterId: userRef('inviter_id'),
    inviteeId: userRef('invitee_id'),
    rule: text('rule').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    ledgerId: bigint('ledger_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invite_rewards_once_idx').on(t.inviterId, t.inviteeId, t.rule),
    index('invite_rewards_inviter_idx').on(t.inviterId, t.createdAt),
  ],
);

/** status: pending -> approved | rejected (operator) | cancelled (player). One pending per player. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    status: text('status').notNull().default('pending'),
    realName: text('real_name').notNull(),
    contact: text('contact').notNull(),
    reason: text('reason').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_applications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('agent_applications_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
