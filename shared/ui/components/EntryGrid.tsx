import { Link } from 'react-router-dom';
import styles from './EntryGrid.module.css';

export interface Entry {
  label: string;
  /** Route path the entry opens. */
  to: string;
  /** One or two characters shown in the round badge. */
  mark: string;
}

/** Four-column grid of round-badged links (the 玩法 / 活动 entrances of the tab pages). */
export function EntryGrid({ entries }: { entries: Entry[] }) {
  return (
    <div className={styles.grid}>
      {entries.map((entry) => (
        <Link key={entry.to + entry.label} to={entry.to} className={styles.item}>
          <span className={styles.mark}>{entry.mark}</span>
          {entry.label}
        </Link>
      ))}
    </div>
  );
}
