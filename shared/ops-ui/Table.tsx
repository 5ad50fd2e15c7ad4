import type { ReactNode } from 'react';
import kit from './kit.module.css';

export interface Column<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Kept on one line (times, names, actions); the columns without it share what is left. */
  nowrap?: boolean;
}

const cellClass = <Row,>(column: Column<Row>) =>
  [column.numeric ? kit.num : '', column.nowrap ? kit.nowrap : ''].join(' ').trim() || undefined;

export interface TableProps<Row> {
  label: string;
  rows: Row[];
  columns: Array<Column<Row>>;
  rowKey: (row: Row) => string | number;
  /** A row's test id; `row-<key>` unless a page's tests name its rows otherwise. */
  rowTestId?: (row: Row) => string;
  /** The chosen row, marked with the accent (a page shows more of it below). */
  selected?: (row: Row) => boolean;
  /** A row that no longer reaches players (withdrawn, disabled), shown quieter. */
  dimmed?: (row: Row) => boolean;
  /** Where the rows are on their way: a quiet line instead of the empty one. */
  status?: 'loading' | 'error' | 'ready';
  empty?: string;
}

const rowClass = (selected = false, dimmed = false) =>
  [selected ? kit.selected : '', dimmed ? kit.dimmed : ''].join(' ').trim() || undefined;

const STATUS_TEXT = { loading: '加载中…', error: '加载失败，请刷新重试' } as const;

/** The console's data table: a header row, one row per item, a quiet line when there is nothing (yet). */
export function Table<Row>({
  label,
  rows,
  columns,
  rowKey,
  rowTestId = (row) => `row-${rowKey(row)}`,
  selected,
  dimmed,
  status = 'ready',
  empty = '暂无数据',
}: TableProps<Row>) {
  return (
    <div className={kit.tableWrap}>
      <table className={kit.table} aria-label={label}>
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
            <tr
              key={rowKey(row)}
              data-testid={rowTestId(row)}
              className={rowClass(selected?.(row), dimmed?.(row))}
            >
              {columns.map((column) => (
                <td key={column.title} className={cellClass(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {status !== 'ready' ? (
        <div className={kit.empty}>{STATUS_TEXT[status]}</div>
      ) : (
        rows.length === 0 && <div className={kit.empty}>{empty}</div>
      )}
    </div>
  );
}
