// The only file that talks to the module federation runtime (runtime.ts, a lazy chunk) and the remotes
// manifest endpoint; the loader and its tests go through these functions.
import { http } from '@app/shared';
import { REMOTE_DEV_PARAM } from '@app/shared/remotes-contract';

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
  // A page opened with a dev override (pnpm dev:remote) keeps it in every re-read; the server checks it.
  const devToken = new URLSearchParams(window.location.search).get(REMOTE_DEV_PARAM);
  const manifest =
    (!fresh && inline) ||
    (await http.get<Record<string, string>>(
      '/v1/app/remotes',
      devToken ? { [REMOTE_DEV_PARAM]: devToken } : undefined,
      { silent: true, loading: false },
    ));
  return Object.fromEntries(
    Object.entries(manifest).map(([name, url]) => [name, new URL(url, window.location.href).toString()]),
  );
}

type FederationRuntime = typeof import('./runtime');
let runtime: Promise<FederationRuntime> | null = null;

/** The runtime chunk, fetched once; a failed fetch (offline) is tried again by the next load. */
function federationRuntime(): Promise<FederationRuntime> {
  if (!runtime) {
    runtime = import(/* webpackChunkName: "federation-runtime" */ './runtime');
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

/** Registrations not yet handed to the runtime: they apply, in order, before the next load. */
const registrations: { name: string; entry: string; force: boolean }[] = [];

/** force drops everything the runtime cached for the remote, so the next load refetches its manifest. */
export function registerRemote(name: string, entry: string, force: boolean): void {
  registrations.push({ name, entry, force });
}

export async function loadFederatedModule<T>(id: string): Promise<T | null> {
  const { loadRemote, registerRemotes } = await federationRuntime();
  for (const { name, entry, force } of registrations.splice(0)) registerRemotes([{ name, entry }], { force });
  return loadRemote<T>(id);
}
