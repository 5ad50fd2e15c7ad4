// Remote failures in players' browsers reach the team that deployed the remote: each is sent to the server
// (POST /v1/app/remote-errors, shown by `pnpm ops remotes:errors`) with the remote, its URL, the build id
// from its manifest's buildInfo and the shared versions this page provides. Batched (one request per
// couple of seconds), capped per page and deduplicated, so a broken release cannot flood the server; the
// player is known only by the login token the HTTP client already sends.
import { http } from '@app/shared';
import { providedShared } from './hostFederation';
import { registeredEntry } from './loader';

export type RemoteErrorKind = 'load' | 'missing' | 'timeout' | 'error' | 'render' | 'version';

export interface RemoteErrorReport {
  remote: string;
  kind: RemoteErrorKind;
  message: string;
  url: string;
  build_id: string;
  shared: Record<string, string>;
}

const FLUSH_AFTER_MS = 2000;
const MAX_PER_BATCH = 10;
const MAX_PER_PAGE = 30;

let queue: RemoteErrorReport[] = [];
const seen = new Set<string>();
let flushScheduled = false;

/** The build id the runtime read from the remote's mf-manifest.json (metaData.buildInfo.buildVersion). */
function buildIdOf(remote: string, url: string): string {
  const federation = (globalThis as { __FEDERATION__?: { moduleInfo?: Record<string, unknown> } })
    .__FEDERATION__;
  const info = federation?.moduleInfo?.[`${remote}:${url}`] as { buildVersion?: unknown } | undefined;
  return typeof info?.buildVersion === 'string' ? info.buildVersion : '';
}

function scheduleFlush(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(flush, FLUSH_AFTER_MS);
}

function flush(): void {
  flushScheduled = false;
  const batch = queue.slice(0, MAX_PER_BATCH);
  queue = queue.slice(MAX_PER_BATCH);
  if (batch.length > 0) {
    http
      .post('/v1/app/remote-errors', { errors: batch }, { silent: true, loading: false })
      .catch(() => undefined);
  }
  if (queue.length > 0) scheduleFlush();
}

export function reportRemoteError(remote: string, kind: RemoteErrorKind, error: unknown): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const key = `${remote}|${kind}|${message}`;
  if (seen.has(key) || seen.size >= MAX_PER_PAGE) return;
  seen.add(key);
  const url = registeredEntry(remote) ?? '';
  queue.push({ remote, kind, message, url, build_id: buildIdOf(remote, url), shared: providedShared() });
  scheduleFlush();
}
