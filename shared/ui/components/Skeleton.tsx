import styles from './Feedback.module.css';

/** Placeholder lines while content loads. */
export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
      {Array.from({ length: Math.max(1, rows) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows never reorder
        <span key={index} className={styles.line} />
      ))}
    </div>
  );
}
