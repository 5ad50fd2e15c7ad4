import { useOpsPermissions } from '@app/shared';
import type { Permission } from '../ops/permissions';

/**
 * Whether the signed-in operator holds `permission`: pages show a write only to those who may make it (the
 * server refuses the rest with 403 anyway). The console writes the permissions into @app/shared's root, the
 * one copy a remote's bundled kit reads too.
 */
export function useCan(permission: Permission): boolean {
  return useOpsPermissions((state) => state.permissions.includes(permission));
}
