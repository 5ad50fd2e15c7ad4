import { Empty, NavBar } from '@app/shared';
import type { ReactNode } from 'react';
import styles from './common.module.css';

interface SimplePageProps {
  title: string;
  /** Tab roots have no back arrow. */
  back?: boolean;
  children?: ReactNode;
}

/** NavBar plus a scrolling body; with no children it says honestly that the feature is not live yet. */
export function SimplePage({ title, back = true, children }: SimplePageProps) {
  return (
    <div className={styles.page}>
      <NavBar title={title} back={back} />
      <div className={styles.body}>{children ?? <Empty text="功能即将上线，敬请期待" />}</div>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
