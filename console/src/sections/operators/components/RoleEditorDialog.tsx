import { PERMISSION_IDS, PERMISSIONS } from '@app/shared/ops';
import { ConfirmDialog, kit } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type CustomRole, operatorsApi } from '../api/operators';
import { CheckList } from './CheckList';

const PERMISSION_OPTIONS = PERMISSION_IDS.map((id) => ({ value: id, label: PERMISSIONS[id] }));

export interface RoleEditorDialogProps {
  /** null: a new role. */
  role: CustomRole | null;
  onSaved: () => void;
  onClose: () => void;
}

/** A custom role is a named set of permissions; saving an existing one changes every holder at once. */
export function RoleEditorDialog({ role, onSaved, onClose }: RoleEditorDialogProps) {
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const save = async () => {
    await operatorsApi.saveRole(name.trim(), permissions);
    onSaved();
  };
  return (
    <ConfirmDialog
      title={role ? `编辑角色：${role.name}` : '新建角色'}
      confirmText="保存"
      wide
      onConfirm={save}
      onClose={onClose}
    >
      {!role && (
        <label className={kit.label}>
          角色名称
          <input
            className={kit.input}
            value={name}
            placeholder="如 夜班客服"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
      )}
      <CheckList legend="权限" options={PERMISSION_OPTIONS} checked={permissions} onChange={setPermissions} />
    </ConfirmDialog>
  );
}
