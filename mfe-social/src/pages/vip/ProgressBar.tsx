import styles from './ProgressBar.module.css';

/** A thin accent bar filled to `value` percent (0-100). */
export function ProgressBar({ value, label }: { value: number; label?: string }) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      aria-label={label}
    >
      <span className={styles.fill} style={{ width: `${width}%` }} />
    </div>
  );
}
