import { ChunkLoadError, sharedVersionMismatch, toChunkLoadError } from './chunkErrors';
import { fetchRemotesManifest, loadFederatedModule, pageAllowsOrigin, registerRemote } from './federation';
import type { RemoteName } from './registry';

// SPEC 9: page load timeout 60 s. Network retry: 2 more attempts, backoff 500 ms then 1 s.
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const RETRY = { retries: 2, baseDelayMs: 500 };

let manifest: Promise<Record<string, string>> | null = null;
const registered = new Map<string, string>();
const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();
/** How many of a remote's pages and widgets are mounted now: a release of one on screen needs the player's word. */
const onScreen = new Map<string, number>();
/** Remotes on screen that have a newer release waiting: dropped once their last page or widget unmounts. */
const stale = new Set<string>();

const manifestWatchers = new Set<(entries: Record<string, string>) => void>();

/** Calls the watcher with every remotes manifest the loader takes from now on (routeOwners.ts). */
export function watchRemotesManifest(watcher: (entries: Record<string, string>) => void): void {
  manifestWatchers.add(watcher);
}

function takeManifest(next: Promise<Record<string, string>>): Promise<Record<string, string>> {
  manifest = next;
  next.then(
    (entries) => {
      if (manifest === next) for (const watcher of manifestWatchers) watcher(entries);
    },
    () => {
      if (manifest === next) manifest = null;
    },
  );
  return next;
}

/** The remotes manifest this tab loads remotes by: read once, again after a failure or a release check. */
export function remotesManifest(): Promise<Record<string, string>> {
  return manifest ?? takeManifest(fetchRemotesManifest());
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new Error(`page load timed out after ${ms} ms`);
      error.name = 'TimeoutError';
      reject(error);
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt<T>(remote: RemoteName, expose: string): Promise<T> {
  const entries = await remotesManifest();
  const entry = entries[remote];
  if (!entry) throw new ChunkLoadError('missing', remote, new Error('remote is not in the remotes manifest'));
  if (registered.get(remote) !== entry) {
    registerRemote(remote, entry, registered.has(remote));
    registered.set(remote, entry);
  }
  const module = await withTimeout(loadFederatedModule<T>(`${remote}/${expose}`), PAGE_LOAD_TIMEOUT_MS);
  if (!module) throw new ChunkLoadError('missing', remote, new Error(`${expose} is not exposed`));
  return module;
}

/** Forget a failed remote: the next load refetches the remotes manifest, its mf-manifest.json and entry. */
function forget(remote: RemoteName): void {
  const entry = registered.get(remote);
  if (entry) registerRemote(remote, entry, true);
  manifest = null;
}

function dropLoaded(remote: string): void {
  for (const cache of [loaded, pending]) {
    for (const id of cache.keys()) if (id.startsWith(`${remote}/`)) cache.delete(id);
  }
  stale.delete(remote);
}

/**
 * 重试 after a remote's page crashed while rendering: drop its loaded modules and the manifest, so the next
 * load asks the server again where the remote lives (a rollback reaches this tab) and runs its code afresh.
 */
export function reloadRemote(remote: RemoteName): void {
  dropLoaded(remote);
  forget(remote);
}

/** The remote's URL this tab loads from (the manifest entry it registered), for error reports. */
export function registeredEntry(remote: string): string | undefined {
  return registered.get(remote);
}

/** Counts a mounted page or widget of the remote; the returned function uncounts it. */
export function markOnScreen(remote: RemoteName): () => void {
  onScreen.set(remote, (onScreen.get(remote) ?? 0) + 1);
  return () => {
    const left = (onScreen.get(remote) ?? 1) - 1;
    onScreen.set(remote, left);
    if (left === 0 && stale.has(remote)) dropLoaded(remote);
  };
}

/**
 * A re-read remotes manifest (shell/src/remotes/releases.ts): later loads use it. A changed remote that is
 * not on screen switches silently (its loaded modules are dropped, the next visit loads the new release);
 * the changed remotes on screen are returned, for the 新版本可用 prompt, and switch once they leave it.
 * A release on an origin this page's CSP does not allow cannot load here at all: the remote stays on its
 * current release and is returned too, since only a reload (with the new policy) brings it.
 */
export function applyRemotesManifest(entries: Record<string, string>): string[] {
  const waiting: string[] = [];
  const usable = { ...entries };
  for (const [remote, entry] of Object.entries(entries)) {
    const current = registered.get(remote);
    if (current === undefined || current === entry || pageAllowsOrigin(entry)) continue;
    usable[remote] = current;
    waiting.push(remote);
  }
  void takeManifest(Promise.resolve(usable));
  for (const [remote, entry] of registered) {
    if (usable[remote] === entry) continue;
    if ((onScreen.get(remote) ?? 0) > 0) {
      stale.add(remote);
      waiting.push(remote);
    } else {
      dropLoaded(remote);
    }
  }
  return waiting;
}

/**
 * Loads `<remote>/<expose>` once; concurrent callers share the promise. A failure is retried with backoff,
 * then rejected as a classified ChunkLoadError and forgotten, so a later call (the 重试 button) starts over.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${remote}/${expose}`;
  const inFlight = pending.get(id);
  if (inFlight) return inFlight as Promise<T>;
  const load = (async () => {
    for (let n = 0; ; n++) {
      try {
        const module = await attempt<T>(remote, expose);
        loaded.set(id, module);
        return module;
      } catch (cause) {
        const error = toChunkLoadError(remote, cause);
        forget(remote);
        // A remote that needs newer shared code fails the same way every time: no point waiting for it.
        if (n >= RETRY.retries || error.type === 'timeout' || sharedVersionMismatch(error)) throw error;
        await sleep(RETRY.baseDelayMs * 2 ** n);
      }
    }
  })();
  pending.set(id, load);
  load.catch(() => pending.delete(id));
  return load;
}

/** A module that already loaded, for rendering without a loading flash. */
export function loadedRemoteModule<T>(remote: RemoteName, expose: string): T | undefined {
  return loaded.get(`${remote}/${expose}`) as T | undefined;
}

/** Test hook: a clean slate between tests. */
export function resetRemoteLoader(): void {
  manifest = null;
  registered.clear();
  pending.clear();
  loaded.clear();
  onScreen.clear();
  stale.clear();
  manifestWatchers.clear();
}
