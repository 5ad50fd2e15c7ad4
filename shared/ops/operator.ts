// The signed-in operator's permissions, for a remote's ops page: the console owns the operator session and
// writes them here (in @app/shared's root, the singleton), so a page bundled in a remote reads the same ones.
import { create } from 'zustand';
import type { Permission } from './permissions';

/** Empty until the console knows who signed in, and again after sign-out. */
export const useOpsPermissions = create<{ permissions: readonly Permission[] }>(() => ({ permissions: [] }));
