import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** People who run the platform (`pnpm ops`, the console); never players. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret (RFC 6238). */
  totpSecret: text('totp_secret').notNull(),
  /** The last TOTP time step accepted: a code of that step or an older one is a replay. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
  /** Built-in role ids and custom role names. */
  roles: jsonb('roles').$type<string[]>().notNull().default([]),
  /** Permissions granted on top of the roles. */
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  /** IPs or CIDRs the operator may sign in and work from; empty = anywhere. */
  ipAllowList: jsonb('ip_allow_list').$type<string[]>().notNull().default([]),
  disabled: smallint('disabled').notNull().default(0),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Custom roles: a named set of permissions. */
export const operatorRoles = pgTable('operator_roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Sign-in sessions (idle expiry) and API tokens for automation (own expiry); only the token's sha256 is kept. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<'session' | 'api'>().notNull(),
    name: text('name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who minted an API token (an operator id); null for sign-ins. */
    createdBy: integer('created_by'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator write, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained:
 * hash = sha256(prev_hash + canonical JSON of the row), so a changed or removed row breaks the chain.
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id'),
    operatorUsername: text('operator_username').notNull().default(''),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    action: text('action').notNull(),
    label: text('label').notNull().default(''),
    target: text('target').notNull().default(''),
    status: integer('status').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('ops_audit_operator_idx').on(t.operatorUsername, t.id),
    index('ops_audit_target_idx').on(t.target, t.id),
    index('ops_audit_at_idx').on(t.at),
  ],
);
