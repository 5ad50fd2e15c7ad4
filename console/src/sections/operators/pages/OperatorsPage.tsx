import { formatDateTime, toast, useRequest } from '@app/shared';
import { type Column, ConfirmDialog, kit, OpsPage, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { useOperatorSession } from '../../../session/operatorSession';
import { type Operator, operatorsApi, type TotpSecret } from '../api/operators';
import { AssignRolesDialog } from '../components/AssignRolesDialog';
import { CreateOperatorDialog } from '../components/CreateOperatorDialog';
import { isLocked, OperatorStatus } from '../components/OperatorStatus';
import { roleLabel } from '../components/roleLabel';
import { SecretReveal } from '../components/SecretReveal';

type Dialog =
  | { kind: 'create' }
  | { kind: 'roles' | 'status' | 'reset' | 'unlock'; operator: Operator }
  | { kind: 'secret'; username: string; secret: TotpSecret };

const loadAll = async () => {
  const [operators, customRoles] = await Promise.all([operatorsApi.list(), operatorsApi.roles()]);
  return { operators, customRoles };
};

/** 运营人员: accounts, their roles, disabling, and a fresh TOTP key when a phone is lost. */
export function OperatorsPage() {
  const data = useRequest(loadAll, 'console:OperatorsPage:operators');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const me = useOperatorSession((state) => state.operator?.username);
  const customRoles = data.status === 'ready' ? data.data.customRoles : [];
  const columns: Array<Column<Operator>> = [
    {
      title: '用户名',
      cell: (operator) => (
        <strong>
          {operator.username}
          {operator.username === me && <span className={kit.muted}>（我）</span>}
        </strong>
      ),
    },
    { title: '显示名', cell: (operator) => operator.display_name || <span className={kit.muted}>—</span> },
    {
      title: '角色',
      cell: (operator) =>
        operator.roles.map((role) => (
          <span key={role} className={`${kit.badge} ${kit.badgeAccent}`} style={{ marginRight: 4 }}>
            {roleLabel(role)}
          </span>
        )),
    },
    { title: '状态', cell: (operator) => <OperatorStatus operator={operator} /> },
    { title: '创建时间', cell: (operator) => formatDateTime(operator.created_at) },
    {
      title: '操作',
      cell: (operator) => (
        <div className={kit.actions}>
          <button
            type="button"
            className={`${kit.button} ${kit.small}`}
            onClick={() => setDialog({ kind: 'roles', operator })}
          >
            分配角色
          </button>
          <button
            type="button"
            className={`${kit.button} ${kit.small}`}
            onClick={() => setDialog({ kind: 'reset', operator })}
          >
            重置验证码
          </button>
          {isLocked(operator) && (
            <button
              type="button"
              className={`${kit.button} ${kit.small}`}
              onClick={() => setDialog({ kind: 'unlock', operator })}
            >
              解锁
            </button>
          )}
          {/* The server refuses disabling oneself: the console does not offer it. */}
          {operator.username !== me && (
            <button
              type="button"
              className={`${kit.button} ${kit.small}`}
              onClick={() => setDialog({ kind: 'status', operator })}
            >
              {operator.disabled ? '启用' : '禁用'}
            </button>
          )}
        </div>
      ),
    },
  ];
  const flipStatus = async (operator: Operator) => {
    await operatorsApi.update(operator.username, { disabled: !operator.disabled });
    toast.success(
      operator.disabled ? `${operator.username} 已启用` : `${operator.username} 已禁用，会话已结束`,
    );
    data.reload();
  };
  const unlock = async (operator: Operator) => {
    await operatorsApi.unlock(operator.username);
    toast.success(`${operator.username} 已解锁，可以重新登录`);
    data.reload();
  };
  const resetTotp = async (operator: Operator) => {
    const reset = await operatorsApi.resetTotp(operator.username);
    setDialog({ kind: 'secret', username: reset.username, secret: reset });
  };
  return (
    <OpsPage
      title="运营人员"
      subtitle="每个运营人员以密码与动态验证码登录；权限来自其角色"
      actions={
        <button
          type="button"
          className={`${kit.button} ${kit.primary}`}
          onClick={() => setDialog({ kind: 'create' })}
        >
          新建运营人员
        </button>
      }
    >
      {data.status === 'ready' ? (
        <Table
          label="运营人员"
          rows={data.data.operators}
          columns={columns}
          rowKey={(operator) => operator.id}
        />
      ) : (
        <div className={kit.empty}>{data.status === 'loading' ? '加载中…' : '加载失败，请重试'}</div>
      )}
      {dialog?.kind === 'create' && (
        <CreateOperatorDialog
          customRoles={customRoles}
          onClose={close}
          onCreated={(created) => {
            data.reload();
            setDialog({ kind: 'secret', username: created.operator.username, secret: created });
          }}
        />
      )}
      {dialog?.kind === 'roles' && (
        <AssignRolesDialog
          operator={dialog.operator}
          customRoles={customRoles}
          onSaved={data.reload}
          onClose={close}
        />
      )}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          title={`${dialog.operator.disabled ? '启用' : '禁用'} ${dialog.operator.username}？`}
          confirmText={dialog.operator.disabled ? '确认启用' : '确认禁用'}
          danger={!dialog.operator.disabled}
          onConfirm={() => flipStatus(dialog.operator)}
          onClose={close}
        >
          {dialog.operator.disabled
            ? '启用后可重新登录。'
            : '禁用后其全部会话与 API 令牌立即失效，且无法登录。'}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'unlock' && (
        <ConfirmDialog
          title={`解锁 ${dialog.operator.username}？`}
          confirmText="确认解锁"
          onConfirm={() => unlock(dialog.operator)}
          onClose={close}
        >
          该账号因多次登录失败被锁定。请先确认是本人在尝试登录，再提前解除锁定。
        </ConfirmDialog>
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDialog
          title={`重置 ${dialog.operator.username} 的动态验证码？`}
          confirmText="确认重置"
          danger
          onConfirm={() => resetTotp(dialog.operator)}
          // After a reset the dialog gives way to the new secret, which this close must not dismiss.
          onClose={() => setDialog((current) => (current?.kind === 'reset' ? null : current))}
        >
          旧的验证码立即失效并结束其全部会话；新的密钥只显示一次。
        </ConfirmDialog>
      )}
      {dialog?.kind === 'secret' && (
        <SecretReveal
          title={`${dialog.username} 的动态验证码密钥`}
          secrets={[
            ['密钥（手动输入到验证器）', dialog.secret.totp_secret],
            ['otpauth 链接（生成二维码）', dialog.secret.otpauth_uri],
          ]}
          onClose={close}
        />
      )}
    </OpsPage>
  );
}
