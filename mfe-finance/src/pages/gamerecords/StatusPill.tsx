import { BETTING_STATUS } from '../../api/reports';
import styles from './gamerecords.module.css';

const TONE: Record<number, string | undefined> = {
  [BETTING_STATUS.pending]: styles.pending,
  [BETTING_STATUS.won]: styles.won,
  [BETTING_STATUS.lost]: styles.lost,
  [BETTING_STATUS.cancelled]: styles.cancelled,
};

/** Betting status as a coloured pill: 待开奖, 已中奖, 未中奖, 已撤单. */
export function StatusPill({ status, text }: { status: number; text: string }) {
  return <span className={`${styles.pill} ${TONE[status] ?? ''}`}>{text}</span>;
}
