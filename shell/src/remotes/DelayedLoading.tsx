import { useEffect, useState } from 'react';
import styles from './remotes.module.css';

// SPEC 9: page load delay 200 ms, so a fast (cached) remote never flashes a spinner.
export const PAGE_LOAD_DELAY_MS = 200;

export function DelayedLoading({ variant }: { variant: 'page' | 'widget' }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  if (variant === 'widget') return <div className={styles.widgetLoading} aria-busy="true" />;
  return (
    <div className={styles.loading} data-testid="page-loading" aria-busy="true">
      <div className={styles.spinner} />
    </div>
  );
}
