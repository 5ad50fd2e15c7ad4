import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, fen, flag } from './columns';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  paymentPasswordHash: text('payment_password_hash'),
  nickname: text('nickname').notNull().default(''),
  phone: text('phone').unique(),
  email: text('email').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  balance: fen('balance'),
  codingvolume: fen('codingvolume'),
  paysum: fen('paysum'),
  totalgame: fen('totalgame'),
  totalWithdraw: fen('total_withdraw'),
  vipLevel: integer('vip_level').notNull().default(0),
  lotteryToken: text('lottery_token'),
  inviteCode: text('invite_code').notNull().unique(),
  agentCode: text('agent_code').unique(),
  inviterId: integer('inviter_id'),
  agentId: integer('agent_id'),
  isMock: flag('is_mock'),
  isOnline: flag('is_online'),
  isBlack: flag('is_black'),
  isAgent: flag('is_agent'),
  enabled: flag('enabled', 1),
  disableWithdraw: flag('disable_withdraw'),
  disableGame: flag('disable_game'),
  disableNggame: flag('disable_nggame'),
  createdAt: createdAt(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** When the session was last used (written at most every few minutes): idle sessions expire. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    type: text('type').notNull(),
    before: bigint('before', { mode: 'bigint' }).notNull(),
    after: bigint('after', { mode: 'bigint' }).notNull(),
    remark: text('remark').notNull().default(''),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    // Bills, bonus logs, reports and rebates read one player's rows by time.
    index('ledger_user_time_idx').on(t.userId, t.createdAt),
  ],
);

export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agentDomains = pgTable('agent_domains', {
  domain: text('domain').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => users.id),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    ip: text('ip').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_username_idx').on(t.username, t.createdAt)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  pageType: integer('page_type').notNull(),
  agentId: integer('agent_id').notNull().default(0),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** 已撤回: set when an operator withdraws it; players never see a withdrawn notice. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notices_category_idx').on(t.categoryId)],
);

/** Images operators upload (banners): kept in the database so every server instance serves the same bytes. */
export const uploadedImages = pgTable('uploaded_images', {
  id: serial('id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedBy: text('uploaded_by').notNull().default(''),
  createdAt: createdAt(),
});

/** Client log entries a player uploads from /pages/logs/logs (SPEC 7 Logs); each player sees only their own. */
export const clientLogs = pgTable(
  'client_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    level: text('level').notNull(),
    category: text('category').notNull().default('app'),
    message: text('message').notNull(),
    data: jsonb('data'),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    platform: text('platform').notNull().default(''),
    system: text('system').notNull().default(''),
    version: text('version').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('client_logs_user_idx').on(t.userId, t.id)],
);

export * from './approvals-schema';
export * from './community-schema';
export * from './finance-schema';
export * from './games-schema';
export * from './idempotency-schema';
export * from './inplay-schema';
export * from './lottery-schema';
export * from './operators-schema';
export * from './plans-schema';
export * from './protection-schema';
export * from './rebate-schema';
export * from './remotes-schema';
export * from './risk-schema';
export * from './social-schema';
export * from './sports-schema';
export * from './syndicates-schema';
export * from './turnover-schema';
