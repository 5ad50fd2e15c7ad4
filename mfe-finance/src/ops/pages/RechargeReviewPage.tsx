import { formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { ActionButton, type Column, kit, OpsPage, StatusChip, Table } from '@app/shared/ops-ui';
import { opsFinanceApi, type PendingRecharge } from '../api/opsFinance';
import { RejectButton } from '../components/RejectButton';

/** 充值审核: bank and USDT recharges waiting for the money to be seen on the account. */
export function RechargeReviewPage() {
  const list = useRequest(opsFinanceApi.recharges, 'finance:RechargeReviewPage:recharges');

  const confirm = async (row: PendingRecharge) => {
    await opsFinanceApi.confirmRecharge(row.order_no);
    toast.success(`已确认到账 ¥${formatMoney(row.amount)}`);
    list.reload();
  };
  const reject = async (row: PendingRecharge, reason: string) => {
    await opsFinanceApi.rejectRecharge(row.order_no, reason);
    toast.success('已驳回，玩家会收到通知');
    list.reload();
  };

  const columns: Array<Column<PendingRecharge>> = [
    { title: '订单号', cell: (row) => row.order_no },
    { title: '玩家', cell: (row) => row.username },
    { title: '方式', cell: (row) => row.method_text },
    {
      title: '金额',
      numeric: true,
      cell: (row) => (
        <>
          ¥{formatMoney(row.amount)}
          {row.usdt_amount && <div className={kit.muted}>{row.usdt_amount} USDT</div>}
        </>
      ),
    },
    {
      title: '凭证',
      cell: (row) => <span className={kit.muted}>{row.tx_hash ?? row.voucher ?? '未提交凭证'}</span>,
    },
    { title: '状态', cell: (row) => <StatusChip>{row.status_text}</StatusChip> },
    { title: '提交时间', nowrap: true, cell: (row) => formatDateTime(row.created_at) },
    {
      title: '操作',
      nowrap: true,
      cell: (row) => (
        <div className={kit.actions}>
          <ActionButton variant="primary" onClick={() => confirm(row)}>
            确认到账
          </ActionButton>
          <RejectButton subject={`充值 ${row.order_no}`} onReject={(reason) => reject(row, reason)} />
        </div>
      ),
    },
  ];

  return (
    <OpsPage
      title="充值审核"
      subtitle="核对收款账户的到账记录或链上交易后再确认，确认后立即入账"
      onRefresh={list.reload}
    >
      <Table
        label="待确认充值"
        rows={list.status === 'ready' ? list.data : []}
        status={list.status}
        columns={columns}
        rowKey={(row) => row.order_no}
        rowTestId={(row) => `recharge-${row.order_no}`}
        empty="没有待确认的充值"
      />
    </OpsPage>
  );
}
