import { formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { opsFinanceApi, type PendingRecharge } from '../api/opsFinance';
import { AsyncButton } from '../components/AsyncButton';
import { OpsPage } from '../components/OpsPage';
import styles from '../components/ops.module.css';
import { RejectAction } from '../components/RejectAction';
import { Table } from '../components/Table';

/** 充值审核: bank and USDT recharges waiting for the money to be seen on the account. */
export function RechargeReviewPage() {
  const list = useRequest(opsFinanceApi.recharges, 'recharges');

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

  return (
    <OpsPage
      title="充值审核"
      hint="核对收款账户的到账记录或链上交易后再确认，确认后立即入账"
      onRefresh={list.reload}
    >
      <Table
        state={list}
        columns={['订单号', '玩家', '方式', '金额', '凭证', '状态', '提交时间', '操作']}
        empty="没有待确认的充值"
        row={(row) => (
          <tr key={row.order_no} data-testid={`recharge-${row.order_no}`}>
            <td>{row.order_no}</td>
            <td>{row.username}</td>
            <td>{row.method_text}</td>
            <td className={styles.money}>
              ¥{formatMoney(row.amount)}
              {row.usdt_amount && <div className={styles.muted}>{row.usdt_amount} USDT</div>}
            </td>
            <td className={styles.muted}>{row.tx_hash ?? row.voucher ?? '未提交凭证'}</td>
            <td>
              <span className={styles.badgeQuiet}>{row.status_text}</span>
            </td>
            <td className={styles.muted}>{formatDateTime(row.created_at)}</td>
            <td>
              <div className={styles.actions}>
                <AsyncButton onClick={() => confirm(row)}>确认到账</AsyncButton>
                <RejectAction subject={`充值 ${row.order_no}`} onReject={(reason) => reject(row, reason)} />
              </div>
            </td>
          </tr>
        )}
      />
    </OpsPage>
  );
}
