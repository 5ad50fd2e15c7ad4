import type { Requested } from '@app/shared';
import type { ReactNode } from 'react';
import styles from './ops.module.css';

interface TableProps<T> {
  state: Requested<T[]>;
  columns: string[];
  empty: string;
  row: (item: T) => ReactNode;
}

/** A list of things waiting for an operator: a header row, one row each, or why there is none. */
export function Table<T>({ state, columns, empty, row }: TableProps<T>) {
  if (state.status !== 'ready')
    return (
      <div className={`${styles.card} ${styles.empty}`}>
        {state.status === 'loading' ? '加载中…' : '加载失败，请刷新重试'}
      </div>
    );
  if (state.data.length === 0) return <div className={`${styles.card} ${styles.empty}`}>{empty}</div>;
  return (
    <div className={styles.card}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>{state.data.map(row)}</tbody>
      </table>
    </div>
  );
}
