import { useSession } from '../../session';

export type Requested<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

interface Entry {
  snapshot: Requested<unknown>;
  /** Counts the reads started: only the latest one's answer is kept. */
  started: number;
  inFlight: Promise<unknown> | null;
  listeners: Set<() => void>;
  /** The load of the screen that read it last, for invalidateRequests. */
  load: (() => Promise<unknown>) | null;
}

const LOADING: Requested<never> = { status: 'loading' };
/** Answers no screen shows any more, kept so going back shows them at once while they are read again. */
const MAX_IDLE_ENTRIES = 100;
const entries = new Map<string, Entry>();

function entryOf(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: LOADING, started: 0, inFlight: null, listeners: new Set(), load: null };
    entries.set(key, entry);
  }
  return entry;
}

function show(entry: Entry, snapshot: Requested<unknown>): void {
  entry.snapshot = snapshot;
  for (const listener of entry.listeners) listener();
}

function dropIdleBeyondLimit(): void {
  for (const [key, entry] of entries) {
    if (entries.size <= MAX_IDLE_ENTRIES) return;
    if (entry.listeners.size === 0 && !entry.inFlight) entries.delete(key);
  }
}

export const requestSnapshot = (key: string): Requested<unknown> => entries.get(key)?.snapshot ?? LOADING;

export function subscribeRequest(key: string, listener: () => void): () => void {
  const entry = entryOf(key);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0) return;
    // The most recently left entry is the last to be dropped.
    entries.delete(key);
    entries.set(key, entry);
    dropIdleBeyondLimit();
  };
}

/**
 * Reads `key`: joins a read already on its way unless `fresh` (a reload after the screen moved something
 * must not take an answer sent before). The latest read's answer is shown to every screen showing the key;
 * a failure shows the error only where nothing was shown yet (the last answer stays on screen), and reading
 * again after one shows loading, unless `keepError` (the screen shows its own retrying state: a list's footer).
 */
export function readRequest(
  key: string,
  load: () => Promise<unknown>,
  { fresh = false, keepError = false } = {},
): Promise<unknown> {
  const entry = entryOf(key);
  entry.load = load;
  if (entry.inFlight && !fresh) return entry.inFlight;
  entry.started += 1;
  const mine = entry.started;
  if (entry.snapshot.status === 'error' && !keepError) show(entry, LOADING);
  const request = load().then(
    (data) => {
      if (mine === entry.started) show(entry, { status: 'ready', data });
      return data;
    },
    (error: unknown) => {
      if (mine === entry.started && entry.snapshot.status !== 'ready') show(entry, { status: 'error' });
      throw error;
    },
  );
  entry.inFlight = request;
  const settle = () => {
    if (entry.inFlight === request) entry.inFlight = null;
  };
  request.then(settle, settle);
  return request;
}

export function patchRequest<T>(key: string, update: (data: T) => T): void {
  const entry = entries.get(key);
  if (entry?.snapshot.status === 'ready')
    show(entry, { status: 'ready', data: update(entry.snapshot.data as T) });
}

/**
 * After a change made elsewhere (a claim, a cancel, a new wallet): every key starting with `prefix` is read
 * again where a screen shows it, and forgotten where none does.
 */
export function invalidateRequests(prefix: string): void {
  for (const [key, entry] of [...entries]) {
    if (!key.startsWith(prefix)) continue;
    if (entry.listeners.size > 0 && entry.load) readRequest(key, entry.load, { fresh: true }).catch(() => {});
    else entries.delete(key);
  }
}

/** Forgets every answer (a test ended and its screens are gone). */
export function clearRequestCache(): void {
  entries.clear();
}

let userChanges = 0;
/** Counts the changes of user: an answer kept across keys (`keepPrevious`) belongs to one of them. */
export const userGeneration = () => userChanges;

/**
 * Another user (or none) now: answers on screen or on their way were the last one's. Screens showing a key
 * show loading and read it again for the new session; keys no screen shows are forgotten. The player's
 * session calls it on every change of token; the console calls it for its operators.
 */
export function forgetLastUsersAnswers(): void {
  userChanges += 1;
  for (const [key, entry] of [...entries]) {
    if (entry.listeners.size === 0) {
      entries.delete(key);
      continue;
    }
    entry.started += 1;
    entry.inFlight = null;
    show(entry, LOADING);
    if (entry.load) readRequest(key, entry.load).catch(() => {});
  }
}

useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) forgetLastUsersAnswers();
});
