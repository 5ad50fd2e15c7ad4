// The shell's live route table: its own claims, then each remote's claims read from the mf-manifest.json
// the remotes manifest points at (the loader's, so a release or rollback that reaches this tab moves the
// routes with it). A path nobody claims yet waits while a remote's claims are still being read; a deep link
// resolves once they are in, never as an early 404.
import { useSyncExternalStore } from 'react';
import { remotesManifest, watchRemotesManifest } from './loader';
import { readManifestFile } from './manifestFiles';
import { type RemoteName, SHELL_CLAIMS, SHELL_OWNER } from './registry';
import { reportRemoteError } from './reporter';
import { buildRouteTable, isValidClaim, ownerIn, type RouteClaim, type RouteConflict } from './routeTable';

interface RemoteClaims {
  url: string;
  /** null while its manifest is being read, or when the read failed. */
  claims: readonly RouteClaim[] | null;
  failed: boolean;
}

export type RouteResolution =
  | { kind: 'owned'; owner: string }
  /** Nobody claims it yet, and some claims are still on their way. */
  | { kind: 'pending' }
  /** Nobody claims it, and a remote's claims could not be read: it may be that remote's page. */
  | { kind: 'unreadable' }
  | { kind: 'unknown' };

/** Whether the remotes manifest came: unknown, in, or its read failed. */
let listing: 'unknown' | 'listed' | 'failed' = 'unknown';
let remotes = new Map<RemoteName, RemoteClaims>();
let table = buildRouteTable([SHELL_CLAIMS]);
let version = 0;
const listeners = new Set<() => void>();
const reportedConflicts = new Set<string>();

/** The claims a manifest publishes (metaData.ownedRoutes); the ones that are no valid claim are left out. */
export function claimsInManifest(manifest: unknown): RouteClaim[] {
  const owned = (manifest as { metaData?: { ownedRoutes?: unknown } } | null)?.metaData?.ownedRoutes;
  return Array.isArray(owned) ? owned.filter(isValidClaim) : [];
}

/** A refused claim reaches the team that released it (pnpm ops remotes:errors), once per page. */
function reportConflict({ claim, heldBy, refused }: RouteConflict): void {
  const key = `${claim}|${refused}`;
  if (reportedConflicts.has(key)) return;
  reportedConflicts.add(key);
  const message = `路由 ${claim} 已属于 ${heldBy}，${refused} 的声明被拒绝`;
  console.warn(`[routes] ${message}`);
  reportRemoteError(refused, 'error', new Error(message));
}

function rebuild(): void {
  table = buildRouteTable([
    SHELL_CLAIMS,
    ...[...remotes].map(([owner, { claims }]) => ({ owner, claims: claims ?? [] })),
  ]);
  for (const conflict of table.conflicts) reportConflict(conflict);
  version++;
  for (const listener of listeners) listener();
}

function read(remote: RemoteName, url: string): void {
  remotes.set(remote, { url, claims: null, failed: false });
  readManifestFile(url)
    .then((body) => claimsInManifest(JSON.parse(body)))
    .then(
      (claims) => ({ url, claims, failed: false }),
      () => ({ url, claims: null, failed: true }),
    )
    .then((next) => {
      // A newer release of the remote may have replaced this one meanwhile.
      if (remotes.get(remote)?.url !== url) return;
      remotes.set(remote, next);
      rebuild();
    });
}

/** The remotes manifest the loader uses now: reads the claims of every remote whose URL changed. */
function followRemotes(entries: Record<RemoteName, string>): void {
  listing = 'listed';
  const next = new Map<RemoteName, RemoteClaims>();
  for (const [remote, url] of Object.entries(entries)) {
    const known = remotes.get(remote);
    if (remote !== SHELL_OWNER && known?.url === url && !known.failed) next.set(remote, known);
  }
  const toRead = Object.entries(entries).filter(([remote]) => remote !== SHELL_OWNER && !next.has(remote));
  remotes = next;
  for (const [remote, url] of toRead) read(remote, url);
  rebuild();
}

/** Starts the table: reads the remotes manifest now, and follows every later one the loader takes. */
export function startRouteTable(): void {
  watchRemotesManifest(followRemotes);
  readRemotesList();
}

function readRemotesList(): void {
  listing = 'unknown';
  remotesManifest().then(followRemotes, () => {
    if (listing === 'unknown') listing = 'failed';
    rebuild();
  });
}

/** Reads again what could not be read (重试 on a path nobody claimed). */
export function rereadFailedClaims(): void {
  if (listing === 'failed') readRemotesList();
  for (const [remote, { url, failed }] of remotes) if (failed) read(remote, url);
  rebuild();
}

/** Who owns the path now, or why that is not known yet. */
export function resolveRoute(path: string): RouteResolution {
  const owner = ownerIn(table, path);
  if (owner !== null) return { kind: 'owned', owner };
  const states = [...remotes.values()];
  if (listing === 'failed') return { kind: 'unreadable' };
  if (listing === 'unknown' || states.some((state) => state.claims === null && !state.failed))
    return { kind: 'pending' };
  return states.some((state) => state.failed) ? { kind: 'unreadable' } : { kind: 'unknown' };
}

/** Calls the listener whenever the table changes; the returned function stops it. */
export function watchRouteTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** resolveRoute, again whenever the table changes. */
export function useRouteResolution(path: string): RouteResolution {
  useSyncExternalStore(watchRouteTable, () => version);
  return resolveRoute(path);
}

/** Test hook: a clean slate between tests. */
export function resetRouteOwners(): void {
  listing = 'unknown';
  remotes = new Map();
  table = buildRouteTable([SHELL_CLAIMS]);
  reportedConflicts.clear();
  version++;
}
