import { Button } from '@app/shared';
import styles from './protection.module.css';
import type { Limit } from './protectionApi';
import { amountText, limitTitle, whenText } from './protectionText';

interface LimitRowProps {
  limit: Limit;
  now: number;
  onSet: () => void;
  onConfirm: () => void;
}

/** One limit: its amount, this period's use (with a bar), when it resets and a raise waiting to be confirmed. */
export function LimitRow({ limit, now, onSet, onConfirm }: LimitRowProps) {
  const testId = `limit-${limit.kind}-${limit.period}`;
  const share =
    limit.amount === null ? 0 : Math.min(1, Number(limit.used) / Math.max(Number(limit.amount), 0.01));
  const due = limit.pending !== null && Date.parse(limit.pending.effective_at) <= now;
  return (
    <div className={styles.limit} data-testid={testId}>
      <div className={styles.limitHead}>
        <span className={styles.limitTitle}>{limitTitle(limit)}</span>
        <span className={styles.limitAmount} data-testid={`${testId}-amount`}>
          {amountText(limit.kind, limit.amount)}
        </span>
        <Button variant="ghost" className={styles.limitButton} onClick={onSet} data-testid={`${testId}-set`}>
          设置
        </Button>
      </div>
      {limit.amount !== null && (
        <>
          <div className={styles.bar} aria-hidden="true">
            <span style={{ width: `${share * 100}%` }} />
          </div>
          <div className={styles.limitUse}>
            本期已用 {amountText(limit.kind, limit.used)}
            {limit.resets_at ? ` · ${whenText(limit.resets_at)} 重置` : ''}
          </div>
        </>
      )}
      {limit.pending && (
        <div className={styles.pending}>
          <span>
            待生效 {amountText(limit.kind, limit.pending.amount)}
            {due ? '，请确认' : `，${whenText(limit.pending.effective_at)} 后可确认`}
          </span>
          {due && (
            <Button className={styles.limitButton} onClick={onConfirm} data-testid={`${testId}-confirm`}>
              确认生效
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
