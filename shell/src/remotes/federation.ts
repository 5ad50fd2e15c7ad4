// The only file that talks to the module federation runtime and the remotes manifest endpoint; the loader
// and its tests go through these three functions.
import { http } from '@app/shared';
import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { classifyChunkError } from './chunkErrors';
import { reportRemoteError } from './reporter';

/**
 * Origins the page's Content Security Policy lets remotes load from: the server derived the policy from
 * the manifest it put in the page (server/http/remote-csp.ts), so they are that manifest's origins and
 * ours. Null while unknown (no inline manifest, e.g. the dev server, which sets no policy).
 */
let pageOrigins: Set<string> | null = null;

/**
 * The manifest the server put in the page (server/http/shell-document.ts), taken once: a later fetch (after
 * a remote failed) must ask the API, since the operator may have switched the remote since.
 */
function takeInlineManifest(): Record<string, string> | null {
  const block = document.getElementById('app-remotes');
  if (!block) return null;
  block.remove();
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const manifest = Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    pageOrigins = new Set([
      window.location.origin,
      ...Object.values(manifest).map((url) => new URL(url, window.location.href).origin),
    ]);
    return manifest;
  } catch {
    return null;
  }
}

/** Whether this page may load a remote from the URL: a release on a new origin needs a reload first. */
export function pageAllowsOrigin(url: string): boolean {
  return pageOrigins === null || pageOrigins.has(new URL(url, window.location.href).origin);
}

/**
 * Remote name -> mf-manifest.json URL, relative URLs resolved against the page: inline in the page on the
 * first call when the server put it there, else GET /v1/app/remotes (the dev server, a retry, and `fresh`:
 * a check for releases, which must not read what the page carried when it opened).
 */
export async function fetchRemotesManifest({ fresh = false } = {}): Promise<Record<string, string>> {
  const inline = takeInlineManifest();
  const manifest =
    (!fresh && inline) ||
    (await http.get<Record<string, string>>('/v1/app/remotes', undefined, { silent: true, loading: false }));
  return Object.fromEntries(
    Object.entries(manifest).map(([name, url]) => [name, new URL(url, window.location.href).toString()]),
  );
}

/** force drops everything the runtime cached for the remote, so the next load refetches its manifest. */
export function registerRemote(name: string, entry: string, force: boolean): void {
  registerRemotes([{ name, entry }], { force });
}

export function loadFederatedModule<T>(id: string): Promise<T | null> {
  return loadRemote<T>(id);
}

// SPEC 9: chunk load 120 s. The build sets it for webpack chunks (output.chunkLoadTimeout); this sets it for
// the remoteEntry.js scripts the federation runtime adds (its own default is 20 s).
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// Logs and reports every remote failure with its SPEC type; returning nothing lets the error reach the
// loader, which retries and finally hands it to the error boundary.
const remoteErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'shell-remote-errors',
  createScript: () => ({ timeout: CHUNK_LOAD_TIMEOUT_MS }),
  errorLoadRemote({ id, error, lifecycle }) {
    console.warn(`[remotes] ${id} failed during ${lifecycle} (${classifyChunkError(error)})`, error);
    reportRemoteError(id.split('/')[0] ?? id, 'load', error);
    return undefined;
  },
};

export function installRemoteErrorPlugin(): void {
  registerPlugins([remoteErrorPlugin]);
}
