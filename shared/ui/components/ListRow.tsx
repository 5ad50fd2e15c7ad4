import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Text.module.css';

/** A divided row with its content spread to both ends; a link when given `to`. */
export function ListRow({ to, children }: { to?: string; children: ReactNode }) {
  if (to) {
    return (
      <Link to={to} className={styles.row}>
        {children}
      </Link>
    );
  }
  return <div className={styles.row}>{children}</div>;
}
