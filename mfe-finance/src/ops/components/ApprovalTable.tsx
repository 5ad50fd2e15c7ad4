import { formatDateTime, formatMoney, type Requested, toast } from '@app/shared';
import { ActionButton, type Column, kit, StatusChip, Table } from '@app/shared/ops-ui';
import { type Approval, opsFinanceApi } from '../api/opsFinance';
import { RejectButton } from './RejectButton';

interface ApprovalTableProps {
  label: string;
  state: Requested<Approval[]>;
  empty: string;
  /** After a decision: the list asks again. */
  onDecided: () => void;
}

const amountOf = (approval: Approval) =>
  approval.amount === null
    ? '—'
    : `¥${formatMoney(approval.amount, { signed: approval.kind !== 'withdrawal' })}`;

/** A money request names its player or withdrawal; a 改判 its match and the result it corrects. */
const targetOf = (approval: Approval) => {
  const { match, settled } = approval.payload;
  if (approval.kind !== 'resettle' && approval.kind !== 'void_settled') return approval.target;
  return `${typeof match === 'string' ? match : approval.target}（原赛果 ${String(settled ?? '—')}）`;
};

/** The name the desk knows, with the username the audit log shows beneath it when they differ. */
const operatorName = (name: string, username: string) =>
  name === username ? (
    username
  ) : (
    <>
      {name}
      <div className={kit.muted}>{username}</div>
    </>
  );

/** Four-eyes requests: a second operator approves or rejects; the requester sees 待他人复核 and may withdraw it. */
export function ApprovalTable({ label, state, empty, onDecided }: ApprovalTableProps) {
  const approve = async (approval: Approval) => {
    const done = await opsFinanceApi.approve(approval.id);
    toast.success(done.executed ? `已通过 #${approval.id}，已执行` : `#${approval.id} 此前已通过`);
    onDecided();
  };
  const reject = async (approval: Approval, reason: string) => {
    await opsFinanceApi.reject(approval.id, reason);
    toast.success(`已驳回 #${approval.id}`);
    onDecided();
  };
  const cancel = async (approval: Approval) => {
    await opsFinanceApi.cancel(approval.id);
    toast.success(`已撤回 #${approval.id}`);
    onDecided();
  };

  const columns: Array<Column<Approval>> = [
    {
      title: '申请',
      nowrap: true,
      cell: (approval) => (
        <>
          #{approval.id} {approval.kind_text}
          <div className={kit.muted}>{formatDateTime(approval.created_at)}</div>
        </>
      ),
    },
    { title: '对象', cell: targetOf },
    { title: '金额', numeric: true, cell: amountOf },
    { title: '原因', cell: (approval) => approval.reason },
    {
      title: '申请人',
      cell: (approval) => operatorName(approval.requested_by_name, approval.requested_by),
    },
    {
      title: '状态',
      cell: (approval) => (
        <>
          <StatusChip tone={approval.status === 'pending' ? 'accent' : 'quiet'}>
            {approval.status === 'pending' && approval.mine ? '待他人复核' : approval.status_text}
          </StatusChip>
          {approval.decided_by && (
            <div className={kit.muted}>
              {approval.decided_by_name ?? approval.decided_by}
              {approval.decision_reason && `：${approval.decision_reason}`}
            </div>
          )}
        </>
      ),
    },
    {
      title: '操作',
      nowrap: true,
      cell: (approval) =>
        approval.status === 'pending' && (
          <div className={kit.actions}>
            {approval.mine ? (
              <ActionButton onClick={() => cancel(approval)}>撤回</ActionButton>
            ) : (
              <>
                <ActionButton variant="primary" onClick={() => approve(approval)}>
                  通过
                </ActionButton>
                <RejectButton
                  subject={`申请 #${approval.id}`}
                  onReject={(reason) => reject(approval, reason)}
                />
              </>
            )}
          </div>
        ),
    },
  ];

  return (
    <Table
      label={label}
      rows={state.status === 'ready' ? state.data : []}
      status={state.status}
      columns={columns}
      rowKey={(approval) => approval.id}
      rowTestId={(approval) => `approval-${approval.id}`}
      empty={empty}
    />
  );
}
