import type { ReactNode } from 'react';
import styles from './kit.module.css';

export interface Column<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Kept on one line (times, names, actions); the columns without it share what is left. */
  nowrap?: boolean;
}

const cellClass = <Row,>(column: Column<Row>) =>
  [column.numeric ? styles.num : '', column.nowrap ? styles.nowrap : ''].join(' ').trim() || undefined;

export interface TableProps<Row> {
  label: string;
  rows: Row[];
  columns: Array<Column<Row>>;
  rowKey: (row: Row) => string | number;
  empty?: string;
}

/** The console's data table: a header row, one row per item, a quiet line when there is nothing. */
export function Table<Row>({ label, rows, columns, rowKey, empty = '暂无数据' }: TableProps<Row>) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} className={cellClass(column)}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`row-${rowKey(row)}`}>
              {columns.map((column) => (
                <td key={column.title} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <div className={styles.empty}>{empty}</div>}
    </div>
  );
}
