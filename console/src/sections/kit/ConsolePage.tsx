import type { ReactNode } from 'react';
import styles from './kit.module.css';

export interface ConsolePageProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every section page: title, a line of context, the page's main actions on the right. */
export function ConsolePage({ title, subtitle, actions, children }: ConsolePageProps) {
  return (
    <section className={styles.page} aria-label={title}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </section>
  );
}
