import styles from './gamerecords.module.css';

const TONE: Record<number, string | undefined> = {
  0: styles.pending,
  1: styles.won,
  2: styles.lost,
  3: styles.cancelled,
};

/** Betting status as a coloured pill: 待开奖, 已中奖, 未中奖, 已撤单. */
export function StatusPill({ status, text }: { status: number; text: string }) {
  return <span className={`${styles.pill} ${TONE[status] ?? ''}`}>{text}</span>;
}
