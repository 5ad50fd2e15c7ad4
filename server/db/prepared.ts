import type { Sql } from 'postgres';

type Callback = (sql: Sql) => unknown;
type Method = (...args: unknown[]) => unknown;

/**
 * drizzle runs every query through postgres.js `unsafe` unprepared, and postgres.js then needs a second
 * round trip to learn the parameter types before it can bind them. Prepared, a query shape is described once
 * per connection and afterwards runs in one round trip (an order submit: about 20 -> 11 round trips).
 * Transactions and savepoints hand drizzle a new `sql`, so they are wrapped too. postgres.js recycles
 * connections (max_lifetime), which bounds the statements a connection keeps.
 */
export function withPreparedStatements(sql: Sql): Sql {
  const withLastCallbackWrapped =
    (method: Method) =>
    (...args: unknown[]) => {
      const callback = args.at(-1) as Callback;
      return method(...args.slice(0, -1), (inner: Sql) => callback(withPreparedStatements(inner)));
    };
  return new Proxy(sql, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = (value as Method).bind(target);
      if (property === 'unsafe') {
        return (query: string, args?: unknown[], options: object = {}) =>
          method(query, args, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') return withLastCallbackWrapped(method);
      return method;
    },
  });
}
