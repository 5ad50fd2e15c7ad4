import { toast, useRequest } from '@app/shared';
import { BUILT_IN_ROLES, isPermission, PERMISSIONS, ROLES } from '@app/shared/ops';
import { type Column, ConfirmDialog, kit, OpsPage, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type CustomRole, operatorsApi } from '../api/operators';
import { RoleEditorDialog } from '../components/RoleEditorDialog';

const permissionBadges = (permissions: readonly string[]) =>
  permissions.map((permission) => (
    <span key={permission} className={kit.badge} style={{ margin: '0 4px 4px 0' }} title={permission}>
      {isPermission(permission) ? PERMISSIONS[permission] : permission}
    </span>
  ));

type Dialog = { kind: 'edit'; role: CustomRole | null } | { kind: 'delete'; role: CustomRole };

/** 角色: the built-in roles as shipped, and custom roles as permission sets the 超级管理员 maintains. */
export function RolesPage() {
  const roles = useRequest(operatorsApi.roles, 'console:RolesPage:roles');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const columns: Array<Column<CustomRole>> = [
    { title: '角色', cell: (role) => <strong>{role.name}</strong> },
    { title: '权限', cell: (role) => permissionBadges(role.permissions) },
    {
      title: '操作',
      cell: (role) => (
        <div className={kit.actions}>
          <button
            type="button"
            className={`${kit.button} ${kit.small}`}
            onClick={() => setDialog({ kind: 'edit', role })}
          >
            编辑
          </button>
          <button
            type="button"
            className={`${kit.button} ${kit.small}`}
            onClick={() => setDialog({ kind: 'delete', role })}
          >
            删除
          </button>
        </div>
      ),
    },
  ];
  const remove = async (role: CustomRole) => {
    await operatorsApi.deleteRole(role.name);
    toast.success(`角色 ${role.name} 已删除`);
    roles.reload();
  };
  return (
    <OpsPage
      title="角色与权限"
      subtitle="内置角色随版本提供；自定义角色是一组权限，可分配给任意运营人员"
      actions={
        <button
          type="button"
          className={`${kit.button} ${kit.primary}`}
          onClick={() => setDialog({ kind: 'edit', role: null })}
        >
          新建角色
        </button>
      }
    >
      <div className={kit.card}>
        <h2 className={kit.cardTitle}>自定义角色</h2>
        {roles.status === 'ready' ? (
          <Table
            label="自定义角色"
            rows={roles.data}
            columns={columns}
            rowKey={(role) => role.name}
            empty="还没有自定义角色"
          />
        ) : (
          <div className={kit.empty}>{roles.status === 'loading' ? '加载中…' : '加载失败，请重试'}</div>
        )}
      </div>
      <div className={kit.card}>
        <h2 className={kit.cardTitle}>内置角色</h2>
        <Table
          label="内置角色"
          rows={[...BUILT_IN_ROLES]}
          rowKey={(role) => role}
          columns={[
            {
              title: '角色',
              cell: (role) => <strong style={{ whiteSpace: 'nowrap' }}>{ROLES[role].label}</strong>,
            },
            { title: '权限', cell: (role) => permissionBadges(ROLES[role].permissions) },
          ]}
        />
      </div>
      {dialog?.kind === 'edit' && (
        <RoleEditorDialog
          role={dialog.role}
          onClose={close}
          onSaved={() => {
            toast.success('角色已保存');
            roles.reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`删除角色 ${dialog.role.name}？`}
          confirmText="确认删除"
          danger
          onConfirm={() => remove(dialog.role)}
          onClose={close}
        >
          仍有运营人员持有该角色时不能删除。
        </ConfirmDialog>
      )}
    </OpsPage>
  );
}
