// Reading a remote's mf-manifest.json as the browser's federation runtime does: where its files are and
// which of them an expose needs. Pre-flight (preflight.ts) and the page's preload hints (route-assets.ts)
// both resolve files this way, so a hint names exactly the file the runtime will ask for.

export interface Fetched {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * GET of an absolute URL, or of a path on this server (relative manifest URLs are served by us), refused
 * (rejected) past `maxBytes`: a CDN's file can be anything, and it is read on the server's event loop.
 */
export type Fetcher = (url: string, maxBytes: number) => Promise<Fetched>;

/** A manifest is a few kilobytes: this is far past any real one. */
export const MANIFEST_MAX_BYTES = 512 * 1024;
/** A remoteEntry.js is tens of kilobytes, a few megabytes unminified. */
export const ENTRY_MAX_BYTES = 8 * 1024 * 1024;

interface ExposeShape {
  name?: unknown;
  assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } };
}

export interface ManifestShape {
  name?: unknown;
  metaData?: {
    buildInfo?: { buildVersion?: unknown };
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
    /** The routes the remote claims (shared/build/remote.ts writes them). */
    ownedRoutes?: unknown;
  };
  shared?: Array<{ name?: unknown; requiredVersion?: unknown }>;
  exposes?: ExposeShape[];
}

/** Stands for this server while resolving relative URLs; never fetched over the network. */
const SELF = 'http://self.invalid';

export const isSelf = (url: URL) => url.origin === SELF;
/** A URL as the page would write it: a path for this server, the full URL for another origin. */
export const pathOf = (url: URL) => (isSelf(url) ? `${url.pathname}${url.search}` : url.toString());

/** The manifest URL the operator configured, resolved against this server; null when it is not a URL. */
export function manifestUrlOf(url: string): URL | null {
  try {
    return new URL(url, `${SELF}/`);
  } catch {
    return null;
  }
}

export function parseManifest(body: string): ManifestShape | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ManifestShape) : null;
  } catch {
    return null;
  }
}

/** `ref` resolved against `base` when that is an http(s) URL a page can load; null for anything else. */
export function loadableUrl(ref: string, base: URL | string): URL | null {
  try {
    const url = new URL(ref, base);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where the runtime takes the remote's files from: its publicPath, or the manifest's folder for 'auto';
 * null when the publicPath is no http(s) URL (`javascript:…`, `data:…`), so no file of it is loadable.
 */
export function assetBase(manifestUrl: URL, manifest: ManifestShape): URL | null {
  const publicPath = manifest.metaData?.publicPath;
  return typeof publicPath === 'string' && publicPath !== 'auto'
    ? loadableUrl(publicPath, manifestUrl)
    : new URL('.', manifestUrl);
}

/** The remote's remoteEntry.js; null when the manifest names none a page could load. */
export function entryUrlOf(manifestUrl: URL, manifest: ManifestShape): URL | null {
  const name = manifest.metaData?.remoteEntry?.name;
  if (typeof name !== 'string' || name === '') return null;
  const path = manifest.metaData?.remoteEntry?.path;
  const base = assetBase(manifestUrl, manifest);
  return (
    base && loadableUrl(`${typeof path === 'string' && path ? path.replace(/\/?$/, '/') : ''}${name}`, base)
  );
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export interface ExposeFiles {
  js: URL[];
  css: URL[];
  /** Files named that no page could load (`javascript:…`, `data:…`, not a URL): never handed to a page. */
  unloadable: string[];
}

/** The scripts and styles an expose needs before it runs (its sync assets). */
export function exposeFiles(manifestUrl: URL, manifest: ManifestShape, expose: string): ExposeFiles {
  const assets = manifest.exposes?.find((entry) => entry.name === expose)?.assets;
  const base = assetBase(manifestUrl, manifest);
  const unloadable: string[] = [];
  const resolve = (files: string[]) =>
    files.flatMap((file) => {
      const url = base && loadableUrl(file, base);
      if (!url) unloadable.push(file);
      return url ? [url] : [];
    });
  return { js: resolve(strings(assets?.js?.sync)), css: resolve(strings(assets?.css?.sync)), unloadable };
}

/** The files of every expose the manifest lists. */
export function allExposeFiles(manifestUrl: URL, manifest: ManifestShape): ExposeFiles {
  const each = (manifest.exposes ?? [])
    .map((entry) => entry.name)
    .filter((name): name is string => typeof name === 'string')
    .map((name) => exposeFiles(manifestUrl, manifest, name));
  return {
    js: each.flatMap((files) => files.js),
    css: each.flatMap((files) => files.css),
    unloadable: each.flatMap((files) => files.unloadable),
  };
}
