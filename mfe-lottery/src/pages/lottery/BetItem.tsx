import { formatMoney } from '@app/shared';
import type { LotteryBet } from '../../api/lottery';
import styles from './records.module.css';

const STATUS_CLASS: Record<number, string | undefined> = {
  0: styles.pending,
  1: styles.won,
  2: styles.lost,
  3: styles.cancelled,
};

interface BetItemProps {
  bet: LotteryBet;
  selectable?: boolean;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onCancel?: () => void;
}

/** One bet record: what was bet on which expect, its state, the draw and the win. */
export function BetItem({ bet, selectable, selected, onSelect, onCancel }: BetItemProps) {
  return (
    <article className={styles.item} data-testid="bet-item" data-status={bet.status}>
      {selectable ? (
        <input
          type="checkbox"
          className={styles.check}
          aria-label={`选择注单 ${bet.bet_no}`}
          checked={selected ?? false}
          disabled={!bet.can_cancel}
          onChange={(event) => onSelect?.(event.target.checked)}
        />
      ) : null}
      <div className={styles.body}>
        <div className={styles.head}>
          <span className={styles.title}>
            {bet.lottery_name} · {bet.play_name}
          </span>
          <span className={`${styles.status} ${STATUS_CLASS[bet.status] ?? ''}`}>{bet.status_text}</span>
        </div>
        <div className={styles.meta}>
          第{bet.expect}期 · {bet.item_count}注 × {bet.multiple}倍 · {formatMoney(bet.amount)}元/注
        </div>
        <div className={styles.codes}>{bet.codes.replace(/\|/g, ' | ')}</div>
        <div className={styles.foot}>
          <span>
            投注 <b>{formatMoney(bet.stake)}</b>
          </span>
          {bet.status === 1 ? (
            <span className={styles.win}>
              中奖 <b>{formatMoney(bet.win_amount)}</b>
            </span>
          ) : null}
          {bet.open_code ? <span className={styles.openCode}>开奖 {bet.open_code}</span> : null}
          {bet.can_cancel && onCancel ? (
            <button type="button" className={styles.cancel} onClick={onCancel}>
              撤单
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
