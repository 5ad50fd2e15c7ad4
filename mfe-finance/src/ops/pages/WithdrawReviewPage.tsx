import { formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { opsFinanceApi, type PendingWithdrawal } from '../api/opsFinance';
import { AsyncButton } from '../components/AsyncButton';
import { OpsPage } from '../components/OpsPage';
import styles from '../components/ops.module.css';
import { RejectAction } from '../components/RejectAction';
import { Table } from '../components/Table';

/** 提现审核: pay or refuse pending withdrawals; a large one is paid only once a second operator approves. */
export function WithdrawReviewPage() {
  const list = useRequest(opsFinanceApi.withdrawals, 'withdrawals');

  // One 通过 for both steps: the server pays, opens the request of a large one, or (another operator's
  // request) approves it.
  const approve = async (row: PendingWithdrawal) => {
    const answer = await opsFinanceApi.approveWithdrawal(row.id);
    if (answer.review?.status === 'pending')
      toast.show(`提现 ¥${formatMoney(row.amount)} 达到复核金额，已提交复核，需另一位财务通过`);
    else toast.success(`已打款 ¥${formatMoney(row.actual_amount)}`);
    list.reload();
  };
  const reject = async (row: PendingWithdrawal, reason: string) => {
    await opsFinanceApi.rejectWithdrawal(row.id, reason);
    toast.success(`已驳回，¥${formatMoney(row.amount)} 退回玩家余额`);
    list.reload();
  };

  return (
    <OpsPage
      title="提现审核"
      hint="达到复核金额的提现须由两位财务分别确认：发起人提交，另一人复核后打款"
      onRefresh={list.reload}
    >
      <Table
        state={list}
        columns={['订单', '玩家', '金额', '到账', '收款账户', '申请时间', '复核', '操作']}
        empty="没有审核中的提现"
        row={(row) => (
          <tr key={row.id} data-testid={`withdrawal-${row.id}`}>
            <td>
              #{row.id}
              <div className={styles.muted}>{row.order_no}</div>
            </td>
            <td>{row.username}</td>
            <td className={styles.money}>¥{formatMoney(row.amount)}</td>
            <td className={styles.money}>
              ¥{formatMoney(row.actual_amount)}
              <div className={styles.muted}>手续费 {formatMoney(row.fee)}</div>
            </td>
            <td>
              {row.bank_name}
              <div className={styles.muted}>{row.account}</div>
            </td>
            <td className={styles.muted}>{formatDateTime(row.created_at)}</td>
            <td>
              {row.review ? (
                <>
                  <span className={styles.badge}>{row.review.mine ? '待他人复核' : '待复核'}</span>
                  <div className={styles.muted}>{row.review.requested_by} 已申请打款</div>
                </>
              ) : (
                <span className={styles.muted}>—</span>
              )}
            </td>
            <td>
              <div className={styles.actions}>
                {!row.review?.mine && (
                  <AsyncButton onClick={() => approve(row)}>{row.review ? '复核通过' : '通过'}</AsyncButton>
                )}
                <RejectAction subject={`提现 #${row.id}`} onReject={(reason) => reject(row, reason)} />
              </div>
            </td>
          </tr>
        )}
      />
    </OpsPage>
  );
}
