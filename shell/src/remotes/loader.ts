import { ChunkLoadError, toChunkLoadError } from './chunkErrors';
import { fetchRemotesManifest, loadFederatedModule, registerRemote } from './federation';
import type { RemoteName } from './registry';

// SPEC 9: page load timeout 60 s. Network retry: 2 more attempts, backoff 500 ms then 1 s.
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const RETRY = { retries: 2, baseDelayMs: 500 };

let manifest: Promise<Record<string, string>> | null = null;
const registered = new Map<string, string>();
const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

function remotesManifest(): Promise<Record<string, string>> {
  if (!manifest) {
    manifest = fetchRemotesManifest();
    manifest.catch(() => {
      manifest = null;
    });
  }
  return manifest;
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
        if (n >= RETRY.retries || error.type === 'timeout') throw error;
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
}
