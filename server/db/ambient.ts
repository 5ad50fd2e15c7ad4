import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

/**
 * One unit of work whose every query runs in one transaction, wherever in the call tree it is issued: an
 * operator's write and its audit row commit together or not at all (ops/operator-auth.ts). Code inside keeps
 * using `db`; `db.transaction` becomes a savepoint. Domain events emitted inside wait for the commit, so no
 * client hears of a change that may still roll back.
 */
interface Unit {
  tx: Tx | null;
  afterCommit: (() => void)[];
}

const units = new AsyncLocalStorage<Unit>();

const openTransaction = () => units.getStore()?.tx ?? null;

/**
 * The database as every module sees it: outside a unit it is the database itself, inside one it is the
 * unit's transaction. The object stays the same, so listeners keyed by it (domain/events.ts) still match.
 */
export function ambientDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const base = openTransaction() ?? target;
      const value: unknown = Reflect.get(base, property);
      return typeof value === 'function' ? value.bind(base) : value;
    },
  });
}

/**
 * Runs `work` in one transaction of `db` (an ambientDb), then `beforeCommit` in the same transaction; work
 * deferred with `whenCommitted` runs once it has committed and is dropped if it rolls back. Background work
 * started inside and still running afterwards reaches the database directly.
 */
export async function inOneTransaction<T>(
  db: Db,
  work: () => Promise<T>,
  beforeCommit: () => Promise<void>,
): Promise<T> {
  const unit: Unit = { tx: null, afterCommit: [] };
  try {
    const result = await units.run(unit, () =>
      db.transaction(async (tx) => {
        unit.tx = tx;
        const value = await work();
        await beforeCommit();
        return value;
      }),
    );
    unit.tx = null;
    for (const run of unit.afterCommit) run();
    return result;
  } finally {
    unit.tx = null;
    unit.afterCommit = [];
  }
}

/** Runs `run` now, or, inside an open unit, once the unit has committed. */
export function whenCommitted(run: () => void): void {
  const unit = units.getStore();
  if (unit?.tx) unit.afterCommit.push(run);
  else run();
}
