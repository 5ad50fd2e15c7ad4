import type { ReactNode } from 'react';
import styles from './Cell.module.css';

export interface CellProps {
  title: ReactNode;
  label?: ReactNode;
  value?: ReactNode;
  icon?: ReactNode;
  /** Shows an arrow; implied by onClick. */
  isLink?: boolean;
  onClick?: () => void;
}

export function Cell({ title, label, value, icon, isLink, onClick }: CellProps) {
  const content = (
    <>
      {icon}
      <span className={styles.title}>
        {title}
        {label && <span className={styles.label}>{label}</span>}
      </span>
      {value !== undefined && <span className={styles.value}>{value}</span>}
      {(isLink || onClick) && <span className={styles.arrow} aria-hidden="true" />}
    </>
  );
  if (onClick) {
    return (
      <button type="button" className={`${styles.cell} ${styles.clickable}`} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={styles.cell}>{content}</div>;
}

export function CellGroup({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section>
      {title && <div className={styles.groupTitle}>{title}</div>}
      <div className={styles.group}>{children}</div>
    </section>
  );
}
