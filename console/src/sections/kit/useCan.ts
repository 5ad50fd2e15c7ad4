import type { Permission } from '@app/shared/ops';
import { useOperatorSession } from '../../session/operatorSession';

/**
 * Whether the signed-in operator holds `permission`: pages show a write only to those who may make it (the
 * server refuses the rest with 403 anyway).
 */
export function useCan(permission: Permission): boolean {
  return useOperatorSession((state) => state.operator?.permissions.includes(permission) ?? false);
}
