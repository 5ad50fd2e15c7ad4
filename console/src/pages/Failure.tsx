import styles from './pages.module.css';

interface FailureProps {
  message: string;
  onRetry?: () => void;
}

/** A Chinese error where the content would be, with a retry that works without a reload. */
export function Failure({ message, onRetry }: FailureProps) {
  return (
    <div className={styles.failure} role="alert">
      <div className={styles.failureIcon} aria-hidden="true">
        !
      </div>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}

/** A quiet placeholder while something loads. */
export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className={styles.loading} aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      {text}
    </div>
  );
}
