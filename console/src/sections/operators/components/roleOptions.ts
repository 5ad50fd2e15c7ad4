import { BUILT_IN_ROLES } from '@app/shared/ops';
import type { CustomRole } from '../api/operators';
import { roleLabel } from './roleLabel';

/** Every role an operator can hold: the built-in ones, then the custom permission sets. */
export const roleOptions = (custom: CustomRole[]) => [
  ...BUILT_IN_ROLES.map((role) => ({ value: role, label: roleLabel(role) })),
  ...custom.map((role) => ({ value: role.name, label: `${role.name}（自定义）` })),
];
