import { formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { ActionButton, type Column, kit, OpsPage, StatusChip, Table } from '@app/shared/ops-ui';
import { opsFinanceApi, type PendingWithdrawal } from '../api/opsFinance';
import { RejectButton } from '../components/RejectButton';

/** 提现审核: pay or refuse pending withdrawals; a large one is paid only once a second operator approves. */
export function WithdrawReviewPage() {
  const list = useRequest(opsFinanceApi.withdrawals, 'finance:WithdrawReviewPage:withdrawals');

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

  const columns: Array<Column<PendingWithdrawal>> = [
    {
      title: '订单',
      cell: (row) => (
        <>
          #{row.id}
          <div className={kit.muted}>{row.order_no}</div>
        </>
      ),
    },
    { title: '玩家', cell: (row) => row.username },
    { title: '金额', numeric: true, cell: (row) => `¥${formatMoney(row.amount)}` },
    {
      title: '到账',
      numeric: true,
      cell: (row) => (
        <>
          ¥{formatMoney(row.actual_amount)}
          <div className={kit.muted}>手续费 {formatMoney(row.fee)}</div>
        </>
      ),
    },
    {
      title: '收款账户',
      cell: (row) => (
        <>
          {row.bank_name}
          <div className={kit.muted}>{row.account}</div>
        </>
      ),
    },
    { title: '申请时间', nowrap: true, cell: (row) => formatDateTime(row.created_at) },
    {
      title: '复核',
      cell: (row) =>
        row.review ? (
          <>
            <StatusChip tone="accent">{row.review.mine ? '待他人复核' : '待复核'}</StatusChip>
            <div className={kit.muted}>{row.review.requested_by_name} 已申请打款</div>
          </>
        ) : (
          <span className={kit.muted}>—</span>
        ),
    },
    {
      title: '操作',
      nowrap: true,
      cell: (row) => (
        <div className={kit.actions}>
          {!row.review?.mine && (
            <ActionButton variant="primary" onClick={() => approve(row)}>
              {row.review ? '复核通过' : '通过'}
            </ActionButton>
          )}
          <RejectButton subject={`提现 #${row.id}`} onReject={(reason) => reject(row, reason)} />
        </div>
      ),
    },
  ];

  return (
    <OpsPage
      title="提现审核"
      subtitle="达到复核金额的提现须由两位财务分别确认：发起人提交，另一人复核后打款"
      onRefresh={list.reload}
    >
      <Table
        label="待审核提现"
        rows={list.status === 'ready' ? list.data : []}
        status={list.status}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId={(row) => `withdrawal-${row.id}`}
        empty="没有审核中的提现"
      />
    </OpsPage>
  );
}
