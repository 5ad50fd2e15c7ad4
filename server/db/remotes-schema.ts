import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema';

/** Every switch of a remote's manifest URL (deploy, remotes:set, config:set remotes, rollback), newest last. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    url: text('url').notNull(),
    /** metaData.buildInfo.buildVersion of the manifest when it was switched in ('' when unread). */
    buildId: text('build_id').notNull().default(''),
    /** set, config, deploy, rollback; `forced` when pre-flight was skipped. */
    action: text('action').notNull(),
    checks: jsonb('checks'),
    createdAt: createdAt(),
  },
  (t) => [index('remote_releases_remote_idx').on(t.remote, t.id)],
);

/** Remote failures players' browsers reported (POST /v1/app/remote-errors); `pnpm ops remotes:errors`. */
export const remoteErrors = pgTable(
  'remote_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    buildId: text('build_id').notNull(),
    message: text('message').notNull(),
    shared: jsonb('shared').notNull(),
    /** The reporting player when logged in; nothing else about them is kept. */
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('remote_errors_time_idx').on(t.createdAt)],
);
