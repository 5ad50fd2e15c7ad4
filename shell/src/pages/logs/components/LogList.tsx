import { Empty } from '@app/shared';
import styles from '../logs.module.css';

export interface LogLine {
  key: string | number;
  level: string;
  category: string;
  message: string;
  time: string;
}

/** Entries newest first: level badge, source and time, then the message. */
export function LogList({ lines, testId, empty }: { lines: LogLine[]; testId: string; empty: string }) {
  if (lines.length === 0) return <Empty text={empty} />;
  return (
    <ul className={styles.list} data-testid={testId}>
      {lines.map((line) => (
        <li key={line.key} className={styles.entry} data-level={line.level}>
          <div className={styles.entryHead}>
            <span className={`${styles.level} ${styles[line.level] ?? ''}`}>{line.level}</span>
            <span>{line.category}</span>
            <span>{line.time}</span>
          </div>
          <span>{line.message}</span>
        </li>
      ))}
    </ul>
  );
}
