import { Button } from '@app/shared';
import type { ReactNode } from 'react';
import styles from './ops.module.css';

interface OpsPageProps {
  title: string;
  hint?: ReactNode;
  /** Shown beside the refresh button (filters). */
  tools?: ReactNode;
  onRefresh?: () => void;
  children: ReactNode;
}

/** The frame of an operator page: title, what the page is for, refresh, then its table or form. */
export function OpsPage({ title, hint, tools, onRefresh, children }: OpsPageProps) {
  return (
    <section className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {hint && <p className={styles.hint}>{hint}</p>}
        </div>
        <div className={styles.actions}>
          {tools}
          {onRefresh && (
            <Button variant="ghost" onClick={onRefresh}>
              刷新
            </Button>
          )}
        </div>
      </header>
      {children}
    </section>
  );
}
