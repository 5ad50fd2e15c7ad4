// Bench-only stand-in for shell/src/remotes/federation.ts: the same functions, but every remote's
// exposed module is a lazy chunk of the shell's own build, so the baseline pays no federation runtime.
const bundled: Record<string, () => Promise<unknown>> = {
  'mfe_sports/routes': () => import('../../../mfe-sports/src/routes'),
  'mfe_sports/widgets': () => import('../../../mfe-sports/src/widgets'),
  'mfe_lottery/routes': () => import('../../../mfe-lottery/src/routes'),
  'mfe_lottery/widgets': () => import('../../../mfe-lottery/src/widgets'),
  'mfe_finance/routes': () => import('../../../mfe-finance/src/routes'),
  'mfe_social/routes': () => import('../../../mfe-social/src/routes'),
  'mfe_social/widgets': () => import('../../../mfe-social/src/widgets'),
};

export async function fetchRemotesManifest(): Promise<Record<string, string>> {
  return { mfe_sports: 'bundled', mfe_lottery: 'bundled', mfe_finance: 'bundled', mfe_social: 'bundled' };
}

export function registerRemote(_name: string, _entry: string, _force: boolean): void {}

export async function loadFederatedModule<T>(id: string): Promise<T | null> {
  const load = bundled[id];
  return load ? ((await load()) as T) : null;
}

export function pageAllowsOrigin(_url: string): boolean {
  return true;
}
