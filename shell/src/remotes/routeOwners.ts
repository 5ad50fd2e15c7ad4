// The shell's live route table: its own claims, then each remote's claims read from the mf-manifest.json
// the remotes manifest points at (the loader's, so a release or rollback that reaches this tab moves the
// routes with it). They are read once a path the shell does not own needs them, so a tab that never leaves
// the shell's pages reads no remote's file. A path nobody claims yet waits while claims are still to be
// read; a deep link resolves once they are in, never as an early 404.
import { useSyncExternalStore } from 'react';
import { remotesManifest, watchRemotesManifest } from './loader';
import { readManifestFile } from './manifestFiles';
import { type RemoteName, SHELL_CLAIMS, SHELL_OWNER } from './registry';
import { reportRemoteError } from './reporter';
import { buildRouteTable, isValidClaim, ownerIn, type RouteClaim, type RouteConflict } from './routeTable';

interface RemoteClaims {
  url: string;
  state: 'unread' | 'reading' | 'read' | 'failed';
  claims: readonly RouteClaim[];
}

export type RouteResolution =
  | { kind: 'owned'; owner: string }
  /** Nobody claims it yet, and some claims are still to be read. */
  | { kind: 'pending' }
  /** Nobody claims it, and a remote's claims could not be read: it may be that remote's page. */
  | { kind: 'unreadable' }
  | { kind: 'unknown' };

let listing: 'unknown' | 'reading' | 'listed' | 'failed' = 'unknown';
let remotes = new Map<RemoteName, RemoteClaims>();
/** Set once a path needed the remotes' claims: from then on a release reaching the tab is read at once. */
let wanted = false;
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
  table = buildRouteTable([SHELL_CLAIMS, ...[...remotes].map(([owner, { claims }]) => ({ owner, claims }))]);
  for (const conflict of table.conflicts) reportConflict(conflict);
  version++;
  for (const listener of listeners) listener();
}

function read(remote: RemoteName, url: string): void {
  remotes.set(remote, { url, state: 'reading', claims: [] });
  readManifestFile(url)
    .then((body) => claimsInManifest(JSON.parse(body)))
    .then(
      (claims): RemoteClaims => ({ url, state: 'read', claims }),
      (): RemoteClaims => ({ url, state: 'failed', claims: [] }),
    )
    .then((next) => {
      // A newer release of the remote may have replaced this one meanwhile.
      if (remotes.get(remote)?.url !== url) return;
      remotes.set(remote, next);
      rebuild();
    });
}

/** The remotes manifest the loader uses now: a remote whose URL changed has its claims read again. */
function followRemotes(entries: Record<RemoteName, string>): void {
  listing = 'listed';
  const previous = remotes;
  remotes = new Map();
  for (const [remote, url] of Object.entries(entries)) {
    if (remote === SHELL_OWNER) continue;
    const known = previous.get(remote);
    if (known?.url === url && known.state !== 'failed') remotes.set(remote, known);
    else if (wanted) read(remote, url);
    else remotes.set(remote, { url, state: 'unread', claims: [] });
  }
  rebuild();
}

/** Follows every remotes manifest the loader takes; nothing is read before a path needs it. */
export function startRouteTable(): void {
  watchRemotesManifest(followRemotes);
}

/**
 * Reads the claims not read yet, or whose read failed: a path the shell does not own needs them (a remote
 * never visited costs nothing before), and 重试 on a path nobody claimed reads again what failed.
 */
export function readClaims(): void {
  wanted = true;
  if (listing === 'unknown' || listing === 'failed') {
    listing = 'reading';
    remotesManifest().then(followRemotes, () => {
      if (listing === 'reading') listing = 'failed';
      rebuild();
    });
  }
  for (const [remote, { url, state }] of remotes) {
    if (state === 'unread' || state === 'failed') read(remote, url);
  }
  rebuild();
}

/** Who owns the path now, or why that is not known yet. */
export function resolveRoute(path: string): RouteResolution {
  const owner = ownerIn(table, path);
  if (owner !== null) return { kind: 'owned', owner };
  if (listing === 'failed') return { kind: 'unreadable' };
  const states = [...remotes.values()].map((remote) => remote.state);
  if (listing !== 'listed' || states.some((state) => state === 'unread' || state === 'reading')) {
    return { kind: 'pending' };
  }
  return states.includes('failed') ? { kind: 'unreadable' } : { kind: 'unknown' };
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
  wanted = false;
  remotes = new Map();
  table = buildRouteTable([SHELL_CLAIMS]);
  reportedConflicts.clear();
  version++;
}
