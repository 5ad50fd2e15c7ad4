import type { Db } from '../../db/client';

// The public match lists are the hottest reads (every visitor's home and sports pages) and change a few
// times per simulator tick. Like the public config: other server nodes serve a list at most TTL_MS old, and
// the node that changes what lists show (ticks, live events, settlements) forgets them at once.
const TTL_MS = 1000;
/** Queries come from visitors (dates, leagues, pages): a bound keeps odd queries from growing memory. */
const MAX_ENTRIES = 500;

interface Entry {
  /** Served until then (ms since epoch). */
  until: number;
  list: Promise<unknown>;
}

// Per database, like the live-event listeners: several apps in one process (tests) never share lists.
const remembered = new WeakMap<Db, Map<string, Entry>>();

function entriesOf(db: Db): Map<string, Entry> {
  let entries = remembered.get(db);
  if (!entries) {
    entries = new Map();
    remembered.set(db, entries);
  }
  return entries;
}

/** A loaded list and the moment it stops being true without any write (the next kick-off it shows open). */
export interface LoadedList<T> {
  list: T;
  trueUntil: number;
}

/**
 * The list for `key` from memory, or from `load` (one load shared by every request that misses at once).
 * Callers must not mutate the result.
 */
export function rememberMatchList<T>(db: Db, key: string, load: () => Promise<LoadedList<T>>): Promise<T> {
  const entries = entriesOf(db);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now < hit.until) return hit.list as Promise<T>;
  const loading = load();
  const entry: Entry = { until: now + TTL_MS, list: loading.then((loaded) => loaded.list) };
  entries.delete(key);
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, entry);
  loading.then(
    (loaded) => {
      entry.until = Math.min(entry.until, loaded.trueUntil);
    },
    // A failed load is not kept.
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry.list as Promise<T>;
}

/**
 * Everything a match list shows may have changed (scores, odds, status, new fixtures): the next request on
 * this node reads afresh. A load already under way when this is called is not served afterwards either.
 */
export function forgetMatchLists(db: Db): void {
  remembered.get(db)?.clear();
}
