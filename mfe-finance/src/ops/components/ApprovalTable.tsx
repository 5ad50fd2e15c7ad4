import { formatDateTime, formatMoney, type Requested, toast } from '@app/shared';
import { type Approval, opsFinanceApi } from '../api/opsFinance';
import { AsyncButton } from './AsyncButton';
import styles from './ops.module.css';
import { RejectAction } from './RejectAction';
import { Table } from './Table';

interface ApprovalTableProps {
  state: Requested<Approval[]>;
  empty: string;
  /** After a decision: the list asks again. */
  onDecided: () => void;
}

const amountOf = (approval: Approval) =>
  approval.amount === null
    ? '—'
    : `¥${formatMoney(approval.amount, { signed: approval.kind !== 'withdrawal' })}`;

/** Four-eyes requests: a second operator approves or rejects; the requester sees 待他人复核 and may withdraw it. */
export function ApprovalTable({ state, empty, onDecided }: ApprovalTableProps) {
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

  return (
    <Table
      state={state}
      columns={['申请', '对象', '金额', '原因', '申请人', '状态', '操作']}
      empty={empty}
      row={(approval) => (
        <tr key={approval.id} data-testid={`approval-${approval.id}`}>
          <td>
            #{approval.id} {approval.kind_text}
            <div className={styles.muted}>{formatDateTime(approval.created_at)}</div>
          </td>
          <td>{approval.target}</td>
          <td className={styles.money}>{amountOf(approval)}</td>
          <td>{approval.reason}</td>
          <td>{approval.requested_by}</td>
          <td>
            <span className={approval.status === 'pending' ? styles.badge : styles.badgeQuiet}>
              {approval.status === 'pending' && approval.mine ? '待他人复核' : approval.status_text}
            </span>
            {approval.decided_by && (
              <div className={styles.muted}>
                {approval.decided_by}
                {approval.decision_reason && `：${approval.decision_reason}`}
              </div>
            )}
          </td>
          <td>
            {approval.status === 'pending' && (
              <div className={styles.actions}>
                {approval.mine ? (
                  <AsyncButton variant="ghost" onClick={() => cancel(approval)}>
                    撤回
                  </AsyncButton>
                ) : (
                  <>
                    <AsyncButton onClick={() => approve(approval)}>通过</AsyncButton>
                    <RejectAction
                      subject={`申请 #${approval.id}`}
                      onReject={(reason) => reject(approval, reason)}
                    />
                  </>
                )}
              </div>
            )}
          </td>
        </tr>
      )}
    />
  );
}
