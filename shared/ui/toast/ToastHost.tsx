import { useToastStore } from './store';
import styles from './ToastHost.module.css';

/** Renders the current toast above everything (z-index 10090). Mount once in the shell. */
export function ToastHost() {
  const current = useToastStore((state) => state.current);
  return (
    <div className={styles.host} aria-live="polite">
      {current && (
        <div key={current.id} role="status" className={`${styles.toast} ${styles[current.type] ?? ''}`}>
          {current.message}
        </div>
      )}
    </div>
  );
}
