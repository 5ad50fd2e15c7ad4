import type { ReactNode } from 'react';
import styles from './SummaryCard.module.css';

export interface SummaryFigure {
  label: string;
  value: ReactNode;
  /** Colours the value: money in, money out, neutral. */
  tone?: 'up' | 'down' | 'flat';
}

/** The headline card of a records page: one big figure and a row of smaller ones. */
export function SummaryCard({
  title,
  figure,
  figures,
  action,
  testId,
}: {
  title: string;
  figure: ReactNode;
  figures: SummaryFigure[];
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.card} data-testid={testId}>
      <div className={styles.head}>
        <div>
          <div className={styles.title}>{title}</div>
          <div className={styles.figure}>{figure}</div>
        </div>
        {action}
      </div>
      {figures.length > 0 && (
        <dl className={styles.figures}>
          {figures.map((item) => (
            <div key={item.label} className={styles.item}>
              <dt>{item.label}</dt>
              <dd className={item.tone ? styles[item.tone] : undefined}>{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
