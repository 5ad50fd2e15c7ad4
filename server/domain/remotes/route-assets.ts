// The files a page opened on a remote's route needs first: the remote's entry and its page table (the
// 'routes' expose), with the routes the remote claims (metaData.ownedRoutes), by which the boot script
// finds the remote that owns the deep-linked path. The shell's page carries them (http/shell-document.ts), so its boot script preloads them
// beside the shell's own scripts instead of reading mf-manifest.json before it can name them (issue 19: a
// deep link's request chain is one step shorter). A hint only starts a download early: a stale one costs an
// unused file, and the runtime still loads what the manifest it reads names.
import {
  assetBase,
  entryUrlOf,
  exposeFiles,
  type Fetcher,
  MANIFEST_MAX_BYTES,
  manifestUrlOf,
  parseManifest,
  pathOf,
} from './manifest';

export interface RemoteFiles {
  /** The route claims the remote publishes; the shell's app reads them from the manifest itself. */
  routes: string[];
  entry: string;
  js: string[];
  css: string[];
}

/** How long a manifest read stays trusted: a redeploy at the same URL shows in the hints after this. */
export const FRESH_MS = 15_000;
/** A page waits at most this for a manifest never read before, then goes out without its hints. */
export const FIRST_READ_WAIT_MS = 500;

interface Cached {
  readAt: number;
  files: RemoteFiles | null;
  reading: Promise<RemoteFiles | null> | null;
}

async function readRemoteFiles(fetcher: Fetcher, url: string): Promise<RemoteFiles | null> {
  const manifestUrl = manifestUrlOf(url);
  if (!manifestUrl || !/^https?:$/.test(manifestUrl.protocol)) return null;
  try {
    const fetched = await fetcher(pathOf(manifestUrl), MANIFEST_MAX_BYTES);
    const manifest = fetched.status === 200 ? parseManifest(fetched.body) : null;
    const entry = manifest && entryUrlOf(manifestUrl, manifest);
    if (!manifest || !entry) return null;
    const { js, css, unloadable } = exposeFiles(manifestUrl, manifest, 'routes');
    // The page preloads what it is handed: a manifest naming files anywhere but where it says its files are
    // (its publicPath's origin), or no http(s) URL at all, gets no hints.
    const home = assetBase(manifestUrl, manifest)?.origin;
    const foreign = [entry, ...js, ...css].some((file) => file.origin !== home);
    if (unloadable.length > 0 || foreign) return null;
    const routes = manifest.metaData?.ownedRoutes;
    return {
      routes: Array.isArray(routes)
        ? routes.filter((route): route is string => typeof route === 'string')
        : [],
      entry: pathOf(entry),
      js: js.map(pathOf),
      css: css.map(pathOf),
    };
  } catch {
    return null;
  }
}

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref?.();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * remote name -> its first files, for the remotes manifest the page carries. Each manifest is read once per
 * FRESH_MS at most, in the background once it has been read (a page never waits for a re-read); URLs the
 * manifest no longer names are forgotten.
 */
export function remoteFilesHints(fetcher: Fetcher, now: () => number = Date.now) {
  const cache = new Map<string, Cached>();
  const lookup = (url: string): Promise<RemoteFiles | null> => {
    let cached = cache.get(url);
    if (!cached) {
      cached = { readAt: 0, files: null, reading: null };
      cache.set(url, cached);
    }
    if (cached.readAt > 0 && now() - cached.readAt < FRESH_MS) return Promise.resolve(cached.files);
    const entry = cached;
    entry.reading ??= readRemoteFiles(fetcher, url).then((files) => {
      Object.assign(entry, { files, readAt: now(), reading: null });
      return files;
    });
    return entry.readAt === 0
      ? within(entry.reading, FIRST_READ_WAIT_MS, null)
      : Promise.resolve(entry.files);
  };
  return async (manifest: Record<string, string>): Promise<Record<string, RemoteFiles>> => {
    const named = new Set(Object.values(manifest));
    for (const url of cache.keys()) if (!named.has(url)) cache.delete(url);
    const found = await Promise.all(
      Object.entries(manifest).map(async ([remote, url]) => [remote, await lookup(url)] as const),
    );
    return Object.fromEntries(
      found.filter((pair): pair is readonly [string, RemoteFiles] => pair[1] !== null),
    );
  };
}
