import { useEffect, useState } from 'react';
import { loadedRemoteModule, loadRemoteModule, markOnScreen } from './loader';
import type { RemoteName } from './registry';

type State<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'error'; error: unknown };

/** Loads a federated module; a load error is thrown during render so the nearest RemoteBoundary shows it. */
export function useRemoteModule<T>(remote: RemoteName, expose: string): T | null {
  const [state, setState] = useState<State<T>>(() => {
    const module = loadedRemoteModule<T>(remote, expose);
    return module ? { status: 'ready', module } : { status: 'loading' };
  });
  // On screen while mounted: a release of this remote then waits for the player (shell/src/remotes/releases.ts).
  useEffect(() => markOnScreen(remote), [remote]);
  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    loadRemoteModule<T>(remote, expose).then(
      (module) => live && setState({ status: 'ready', module }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, expose, state.status]);
  if (state.status === 'error') throw state.error;
  return state.status === 'ready' ? state.module : null;
}
