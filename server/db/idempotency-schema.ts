import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every Idempotency-Key a money-moving POST was sent with (http/idempotency.ts), with a hash of the request
 * it first came with: the same key with another request is refused instead of answering the first result.
 * `scope` is whose key it is: `user:<id>` for a logged-in player, `session:<id>` for a game session.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
