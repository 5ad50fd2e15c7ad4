import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Text.module.css';

/** Secondary text: hints, dates, captions. `inline` renders a span inside a row instead of a paragraph. */
export function Muted({ inline = false, children }: { inline?: boolean; children: ReactNode }) {
  return inline ? (
    <span className={styles.muted}>{children}</span>
  ) : (
    <p className={styles.muted}>{children}</p>
  );
}

/** The one big accent figure of a card (a balance, a VIP level). */
export function Figure({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={styles.figure} {...rest}>
      {children}
    </div>
  );
}
