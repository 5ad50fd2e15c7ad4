import { formatMoney } from '@app/shared';
import type { ReactNode } from 'react';
import { toneOf } from '../format';
import styles from './MoneyRow.module.css';

export interface MoneyRowProps {
  /** One character on a coloured badge (充, 投, 奖...). */
  badge: string;
  badgeColor: string;
  title: ReactNode;
  sub: ReactNode;
  note?: ReactNode;
  /** Signed yuan string; shown with + for money in. */
  amount: string;
  side?: ReactNode;
  onClick?: () => void;
  testId?: string;
}

/** A list row of one money movement: badge, what and when on the left, the amount on the right. */
export function MoneyRow({
  badge,
  badgeColor,
  title,
  sub,
  note,
  amount,
  side,
  onClick,
  testId,
}: MoneyRowProps) {
  const content = (
    <>
      <span
        className={styles.badge}
        style={{ color: badgeColor, background: `${badgeColor}1f` }}
        aria-hidden="true"
      >
        {badge}
      </span>
      <span className={styles.main}>
        <span className={styles.title}>{title}</span>
        <span className={styles.sub}>{sub}</span>
        {note && <span className={styles.note}>{note}</span>}
      </span>
      <span className={styles.side}>
        <span className={`${styles.amount} ${styles[toneOf(amount)]}`}>
          {formatMoney(amount, { signed: true })}
        </span>
        {side && <span className={styles.sub}>{side}</span>}
      </span>
    </>
  );
  return onClick ? (
    <button
      type="button"
      className={`${styles.row} ${styles.clickable}`}
      onClick={onClick}
      data-testid={testId}
    >
      {content}
    </button>
  ) : (
    <div className={styles.row} data-testid={testId}>
      {content}
    </div>
  );
}
