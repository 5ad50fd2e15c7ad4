import { isBuiltInRole, ROLES } from '@app/shared/ops';

/** A role's Chinese name: built-in roles by their label, custom roles by their own name. */
export const roleLabel = (role: string): string => (isBuiltInRole(role) ? ROLES[role].label : role);
