import { oddsMove } from './pick';
import styles from './slip.module.css';

export interface PickOddsProps {
  odds: string;
  /** The price before the last live move and when it moved (a fresh move shows the old price struck). */
  previousOdds?: string | undefined;
  movedAt?: number | undefined;
  now: number;
}

/** A slip pick's price; a price that just moved shows its old value struck through and ↑ or ↓. */
export function PickOdds({ odds, previousOdds, movedAt, now }: PickOddsProps) {
  const move = oddsMove({ odds, previousOdds, movedAt }, now);
  return (
    <span className={styles.odds} data-move={move ?? undefined} data-testid="pick-odds">
      {move && <s className={styles.oldOdds}>{previousOdds}</s>}
      {odds}
      {move && <span title={move === 'up' ? '赔率上升' : '赔率下降'}>{move === 'up' ? '↑' : '↓'}</span>}
    </span>
  );
}
