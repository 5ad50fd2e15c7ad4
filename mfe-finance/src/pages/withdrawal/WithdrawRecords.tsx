import { Empty, formatDateTime, formatMoney, Muted, Section } from '@app/shared';
import type { Withdrawal } from '../../api/withdrawals';
import styles from './withdrawal.module.css';

/** The player's withdrawals, newest first; a pending one can still be cancelled (the amount comes back). */
export function WithdrawRecords({
  records,
  onCancel,
}: {
  records: Withdrawal[];
  onCancel: (record: Withdrawal) => void;
}) {
  return (
    <Section title="提现记录">
      {records.length === 0 && <Empty text="暂无提现记录" />}
      {records.map((record) => (
        <div key={record.id} className={styles.fee} data-testid="withdraw-record">
          <span className={styles.recordMain}>
            <span>
              {record.bank_name || 'USDT'} {record.account.slice(-4)}
            </span>
            <Muted inline>{formatDateTime(record.created_at)}</Muted>
            {record.remark && record.status === 2 && <Muted inline>{record.remark}</Muted>}
          </span>
          <span className={styles.recordSide}>
            <strong>-{formatMoney(record.amount)}</strong>
            <span className={styles[`status${record.status}`]}>{record.status_text}</span>
            {record.status === 0 && (
              <button type="button" className={styles.small} onClick={() => onCancel(record)}>
                取消
              </button>
            )}
          </span>
        </div>
      ))}
    </Section>
  );
}
