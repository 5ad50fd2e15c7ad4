// The remotes' operator modules, loaded after sign-in: the menu needs each one's pages and permissions to
// show an operator only what they may open. One remote failing never stops the others.
import type { OpsModule } from '@app/shared/ops';
import { create } from 'zustand';
import { exposesOps, listRemotes, loadOpsModule, type OpsRemote } from './federation';

export type RemoteModuleState =
  | { remote: OpsRemote; status: 'loading' }
  | { remote: OpsRemote; status: 'ready'; module: OpsModule }
  | { remote: OpsRemote; status: 'failed' };

interface RemoteModules {
  /** null until the manifest has been read. */
  remotes: RemoteModuleState[] | null;
  /** The manifest could not be read. */
  manifestFailed: boolean;
  discover: () => Promise<void>;
  retry: (name: string) => Promise<void>;
}

export const useRemoteModules = create<RemoteModules>((set, get) => {
  const settle = (name: string, next: RemoteModuleState | null) =>
    set((state) => ({
      remotes: (state.remotes ?? []).flatMap((entry) =>
        entry.remote.name !== name ? [entry] : next ? [next] : [],
      ),
    }));

  const load = async (remote: OpsRemote, again: boolean) => {
    try {
      if (!(await exposesOps(remote))) return settle(remote.name, null);
      settle(remote.name, { remote, status: 'ready', module: await loadOpsModule(remote, again) });
    } catch (error) {
      console.warn(`[console] ${remote.name}/ops failed to load`, error);
      settle(remote.name, { remote, status: 'failed' });
    }
  };

  return {
    remotes: null,
    manifestFailed: false,
    async discover() {
      set({ manifestFailed: false });
      let remotes: OpsRemote[];
      try {
        remotes = await listRemotes();
      } catch {
        set({ manifestFailed: true, remotes: [] });
        return;
      }
      set({ remotes: remotes.map((remote) => ({ remote, status: 'loading' })) });
      await Promise.all(remotes.map((remote) => load(remote, false)));
    },
    async retry(name) {
      const entry = get().remotes?.find((candidate) => candidate.remote.name === name);
      if (!entry) return;
      settle(name, { remote: entry.remote, status: 'loading' });
      await load(entry.remote, true);
    },
  };
});

/** The loaded remote modules, in manifest order. */
export const readyModules = (remotes: RemoteModuleState[] | null): OpsModule[] =>
  (remotes ?? []).flatMap((entry) => (entry.status === 'ready' ? [entry.module] : []));
