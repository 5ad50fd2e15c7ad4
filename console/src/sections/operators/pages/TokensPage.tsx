import { formatDateTime, toast, useRequest } from '@app/shared';
import { type Column, ConfirmDialog, kit, OpsPage, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type MintedToken, type OperatorSession, operatorsApi } from '../api/operators';
import { MintTokenDialog } from '../components/MintTokenDialog';
import { SecretReveal } from '../components/SecretReveal';

type Kind = OperatorSession['kind'];
type Dialog =
  | { kind: 'mint' }
  | { kind: 'revoke'; session: OperatorSession }
  | { kind: 'minted'; token: MintedToken };

const KIND_TEXT: Record<Kind, string> = { api: 'API 令牌', session: '登录会话' };

const loadAll = async (kind: Kind) => {
  const [sessions, operators] = await Promise.all([operatorsApi.sessions(kind), operatorsApi.list()]);
  return { sessions, operators };
};

/** API 令牌与会话: mint a token for automation (shown once), revoke any token or end any session. */
export function TokensPage() {
  const [kind, setKind] = useState<Kind>('api');
  const data = useRequest(() => loadAll(kind), `console:TokensPage:${kind}`);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const columns: Array<Column<OperatorSession>> = [
    { title: '#', cell: (session) => session.id },
    { title: '运营人员', cell: (session) => session.operator },
    { title: kind === 'api' ? '用途' : '设备', cell: (session) => session.name || session.user_agent || '—' },
    { title: 'IP', cell: (session) => <span className={kit.mono}>{session.ip || '—'}</span> },
    { title: '签发时间', cell: (session) => formatDateTime(session.created_at) },
    { title: '最近使用', cell: (session) => formatDateTime(session.last_seen_at) },
    { title: '到期', cell: (session) => (session.expires_at ? formatDateTime(session.expires_at) : '—') },
    {
      title: '状态',
      cell: (session) =>
        session.revoked ? (
          <span className={`${kit.badge} ${kit.badgeBad}`}>已吊销</span>
        ) : (
          <button
            type="button"
            className={`${kit.button} ${kit.small}`}
            onClick={() => setDialog({ kind: 'revoke', session })}
          >
            {kind === 'api' ? '吊销' : '结束会话'}
          </button>
        ),
    },
  ];
  const revoke = async (session: OperatorSession) => {
    await operatorsApi.revokeSession(session.id);
    toast.success(kind === 'api' ? '令牌已吊销' : '会话已结束');
    data.reload();
  };
  return (
    <OpsPage
      title="API 令牌与会话"
      subtitle="令牌用于自动化（CI、压测、脚本），以所选运营人员的权限调用运维接口"
      actions={
        <button
          type="button"
          className={`${kit.button} ${kit.primary}`}
          onClick={() => setDialog({ kind: 'mint' })}
        >
          签发令牌
        </button>
      }
    >
      <fieldset className={kit.toolbar} aria-label="类型">
        {(['api', 'session'] as const).map((candidate) => (
          <button
            key={candidate}
            type="button"
            aria-pressed={candidate === kind}
            className={`${kit.button} ${candidate === kind ? kit.primary : ''}`}
            onClick={() => setKind(candidate)}
          >
            {KIND_TEXT[candidate]}
          </button>
        ))}
      </fieldset>
      {data.status === 'ready' ? (
        <Table
          label={KIND_TEXT[kind]}
          rows={data.data.sessions}
          columns={columns}
          rowKey={(session) => session.id}
        />
      ) : (
        <div className={kit.empty}>{data.status === 'loading' ? '加载中…' : '加载失败，请重试'}</div>
      )}
      {dialog?.kind === 'mint' && data.status === 'ready' && (
        <MintTokenDialog
          operators={data.data.operators}
          onClose={close}
          onMinted={(token) => {
            data.reload();
            setDialog({ kind: 'minted', token });
          }}
        />
      )}
      {dialog?.kind === 'minted' && (
        <SecretReveal
          title={`${dialog.token.operator} 的 API 令牌「${dialog.token.name}」`}
          secrets={[['令牌（Authorization: Bearer …）', dialog.token.token]]}
          onClose={close}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <ConfirmDialog
          title={`${kind === 'api' ? '吊销令牌' : '结束会话'} #${dialog.session.id}？`}
          confirmText="确认"
          danger
          onConfirm={() => revoke(dialog.session)}
          onClose={close}
        >
          {dialog.session.operator} 使用它的调用将立即被拒绝。
        </ConfirmDialog>
      )}
    </OpsPage>
  );
}
