import { kit, OpsDialog } from '@app/shared/ops-ui';
import { type FormEvent, useState } from 'react';
import { type CustomRole, type Operator, operatorsApi, type TotpSecret } from '../api/operators';
import { CheckList } from './CheckList';
import { roleOptions } from './roleOptions';

export interface CreateOperatorDialogProps {
  customRoles: CustomRole[];
  onCreated: (created: { operator: Operator } & TotpSecret) => void;
  onClose: () => void;
}

export function CreateOperatorDialog({ customRoles, onCreated, onClose }: CreateOperatorDialogProps) {
  const [username, setUsername] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ready = username.trim() !== '' && password.length >= 10 && roles.length > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const name = displayName.trim();
      onCreated(
        await operatorsApi.create({
          username: username.trim(),
          password,
          roles,
          ...(name ? { display_name: name } : {}),
        }),
      );
    } catch {
      setBusy(false);
    }
  };
  return (
    <OpsDialog
      title="新建运营人员"
      wide
      onClose={onClose}
      footer={
        <>
          <button type="button" className={kit.button} onClick={onClose}>
            取消
          </button>
          <button
            type="submit"
            form="create-operator"
            className={`${kit.button} ${kit.primary}`}
            disabled={!ready || busy}
          >
            创建
          </button>
        </>
      }
    >
      <form id="create-operator" className={kit.toolbar} onSubmit={submit}>
        <label className={kit.label}>
          用户名
          <input
            className={kit.input}
            value={username}
            placeholder="小写字母开头，3-32 位"
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className={kit.label}>
          显示名
          <input
            className={kit.input}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </label>
        <label className={kit.label}>
          初始密码
          <input
            className={kit.input}
            type="password"
            autoComplete="new-password"
            value={password}
            placeholder="至少 10 位"
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
      </form>
      <CheckList
        legend="角色（至少一个）"
        options={roleOptions(customRoles)}
        checked={roles}
        onChange={setRoles}
      />
    </OpsDialog>
  );
}
