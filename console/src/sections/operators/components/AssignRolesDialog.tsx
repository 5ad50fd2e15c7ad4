import { ConfirmDialog } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type CustomRole, type Operator, operatorsApi } from '../api/operators';
import { CheckList } from './CheckList';
import { roleOptions } from './roleOptions';

export interface AssignRolesDialogProps {
  operator: Operator;
  customRoles: CustomRole[];
  onSaved: () => void;
  onClose: () => void;
}

export function AssignRolesDialog({ operator, customRoles, onSaved, onClose }: AssignRolesDialogProps) {
  const [roles, setRoles] = useState(operator.roles);
  const save = async () => {
    await operatorsApi.update(operator.username, { roles });
    onSaved();
  };
  return (
    <ConfirmDialog
      title={`分配角色：${operator.username}`}
      confirmText="保存"
      wide
      onConfirm={save}
      onClose={onClose}
    >
      <CheckList legend="角色" options={roleOptions(customRoles)} checked={roles} onChange={setRoles} />
    </ConfirmDialog>
  );
}
