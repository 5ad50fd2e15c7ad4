import { sql } from 'drizzle-orm';
import { bigint, customType, smallint, timestamp } from 'drizzle-orm/pg-core';

// The column kinds every schema file uses, defined once.

/** Money: integer fen as bigint, never floats; 0 by default. */
export const fen = (name: string) => bigint(name, { mode: 'bigint' }).notNull().default(sql`0`);
/** A 0/1 flag of the contract (is_agent, enabled, ...). */
export const flag = (name: string, value = 0) => smallint(name).notNull().default(value);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Binary data (uploaded images). PGlite hands back a Uint8Array, postgres.js a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
