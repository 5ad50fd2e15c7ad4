import { Button, formatDateTime, formatMoney } from '@app/shared';
import { REBATE_STATUS, type RebateRecord } from '../../api/rebate';
import styles from './rebate.module.css';

const BADGE: Record<string, string> = { sports: '体', lottery: '彩', game: '电' };

/** One rebate record: what it rebated, its amount and, while pending, a claim button. */
export function RebateRecordRow({
  record,
  claiming,
  canClaim,
  onClaim,
  onOpen,
}: {
  record: RebateRecord;
  claiming: boolean;
  canClaim: boolean;
  onClaim: () => void;
  onOpen: () => void;
}) {
  const pending = record.status === REBATE_STATUS.pending;
  return (
    <div className={styles.record} data-testid={`rebate-record-${record.id}`}>
      <button
        type="button"
        className={styles.recordOpen}
        onClick={onOpen}
        aria-label={`${record.game_type_name}返水详情`}
      >
        <span className={styles.badge} aria-hidden="true">
          {BADGE[record.game_type] ?? '返'}
        </span>
        <span className={styles.recordMain}>
          <span className={styles.recordTitle}>{record.game_type_name}返水</span>
          <span className={styles.recordSub}>
            流水 {formatMoney(record.turnover)} × {record.rate_percent}
          </span>
          <span className={styles.recordSub}>{formatDateTime(record.created_at)}</span>
        </span>
      </button>
      <span className={styles.recordSide}>
        <strong className={styles.recordAmount}>+{formatMoney(record.amount)}</strong>
        {pending ? (
          <Button className={styles.claim} onClick={onClaim} loading={claiming} disabled={!canClaim}>
            领取
          </Button>
        ) : (
          <span className={styles.claimed}>{record.status_text}</span>
        )}
      </span>
    </div>
  );
}
