import { whenCommitted } from '../db/ambient';
import type { Db } from '../db/client';

/**
 * One kind of domain event: the domain emits it once the change is committed; the event bridge
 * (`../publications.ts`) turns it into realtime messages. Listeners are kept per database, so several apps
 * in one process (tests) never hear each other's events.
 */
export function domainEvent<T>() {
  const listeners = new WeakMap<Db, Set<(payload: T) => void>>();
  return {
    /** Listens to the events of `db`; returns the function that stops listening. */
    on(db: Db, listener: (payload: T) => void): () => void {
      const set = listeners.get(db) ?? new Set();
      listeners.set(db, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    /** Inside an operator's write (db/ambient.ts) the listeners hear it once that write has committed. */
    emit(db: Db, payload: T): void {
      whenCommitted(() => {
        for (const listener of listeners.get(db) ?? []) listener(payload);
      });
    },
  };
}
