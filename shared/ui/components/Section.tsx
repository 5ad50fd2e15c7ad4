import type { ReactNode } from 'react';
import styles from './Section.module.css';

/** A titled card inside a padded Page. */
export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
