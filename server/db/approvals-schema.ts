import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { operators } from './operators-schema';

/**
 * Four-eyes requests: a money move one operator asks for and a second one (never the requester) decides.
 * A decision is one conditional UPDATE ... WHERE status = 'pending', so each request is decided once.
 */
export const opsApprovals = pgTable(
  'ops_approvals',
  {
    id: serial('id').primaryKey(),
    /** credit | debit | withdrawal | resettle | void_settled (domain/operators/approvals.ts). */
    kind: text('kind').notNull(),
    /** What the action needs when it runs (user id, remark, ...). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** Fen, signed as the ledger row will be (debits negative); null where no amount applies. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** Whom or what it touches: a player's username, `withdraw:<id>`, `match:<id>`. */
    target: text('target').notNull(),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    reason: text('reason').notNull().default(''),
    /** The requester's Idempotency-Key: a retried request answers with the first one. */
    idempotencyKey: text('idempotency_key'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decisionReason: text('decision_reason').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('ops_approvals_status_idx').on(t.status, t.id),
    // One open request per withdrawal (or other single target action) at a time.
    uniqueIndex('ops_approvals_pending_target_idx')
      .on(t.kind, t.target)
      .where(sql`${t.status} = 'pending' and ${t.kind} = 'withdrawal'`),
    uniqueIndex('ops_approvals_idempotency_idx').on(t.requestedBy, t.idempotencyKey),
  ],
);
