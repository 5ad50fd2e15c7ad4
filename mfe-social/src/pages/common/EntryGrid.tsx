import { Link } from 'react-router-dom';
import styles from './common.module.css';

export interface Entry {
  label: string;
  to: string;
  /** One or two characters shown in the round badge. */
  mark: string;
}

export function EntryGrid({ entries }: { entries: Entry[] }) {
  return (
    <div className={styles.grid}>
      {entries.map((entry) => (
        <Link key={entry.to + entry.label} to={entry.to} className={styles.gridItem}>
          <span className={styles.gridIcon}>{entry.mark}</span>
          {entry.label}
        </Link>
      ))}
    </div>
  );
}
