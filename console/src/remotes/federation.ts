// Which remotes have operator pages, and loading them: the only file that talks to the federation runtime
// (runtime.ts, a lazy chunk) and the remotes manifest.
import { http } from '@app/shared';
import type { OpsModule } from '@app/shared/ops';

/** The expose every remote's operator pages live under (shared/ops/console.ts). */
const OPS_EXPOSE = './ops';

export interface OpsRemote {
  /** The remote's federation name, e.g. `mfe_finance`. */
  name: string;
  /** Its mf-manifest.json URL. */
  entry: string;
}

/** The remotes the manifest names (GET /api/v1/app/remotes, the shell's manifest), URLs resolved. */
export async function listRemotes(): Promise<OpsRemote[]> {
  const manifest = await http.get<Record<string, string>>('/v1/app/remotes', undefined, {
    silent: true,
    loading: false,
  });
  return Object.entries(manifest).map(([name, url]) => ({
    name,
    entry: new URL(url, window.location.href).toString(),
  }));
}

interface ManifestExpose {
  name?: string;
  path?: string;
}

/**
 * Whether the remote's current build exposes `./ops`, from its mf-manifest.json: a remote without operator
 * pages yet is skipped without an error. An unreachable manifest throws (the remote is down: its section
 * shows the failure).
 */
export async function exposesOps(remote: OpsRemote): Promise<boolean> {
  const response = await fetch(remote.entry, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${remote.entry}: ${response.status}`);
  const manifest = (await response.json()) as { exposes?: ManifestExpose[] };
  return (manifest.exposes ?? []).some(
    (expose) => expose.path === OPS_EXPOSE || expose.name === OPS_EXPOSE.slice(2),
  );
}

type FederationRuntime = typeof import('./runtime');
let runtime: Promise<FederationRuntime> | null = null;

function federationRuntime(): Promise<FederationRuntime> {
  if (!runtime) {
    runtime = import(/* webpackChunkName: "federation-runtime" */ './runtime');
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

const isOpsModule = (value: unknown): value is OpsModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OpsModule).section === 'string' &&
  Array.isArray((value as OpsModule).pages);

/** The remote's `./ops` module; `again` drops what the runtime cached, so a retry refetches its manifest. */
export async function loadOpsModule(remote: OpsRemote, again: boolean): Promise<OpsModule> {
  const { loadRemote, registerRemotes } = await federationRuntime();
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: again });
  const loaded = await loadRemote<{ default?: unknown }>(`${remote.name}/ops`);
  const module = loaded?.default;
  if (!isOpsModule(module)) throw new Error(`${remote.name}/ops has no OpsModule default export`);
  return module;
}
