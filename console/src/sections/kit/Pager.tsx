import styles from './kit.module.css';

export interface PagerProps {
  page: number;
  /** Rows on this page: a full page means there may be a next one. */
  shown: number;
  perPage: number;
  total?: number;
  onPage: (page: number) => void;
}

export function Pager({ page, shown, perPage, total, onPage }: PagerProps) {
  const last = total === undefined ? shown < perPage : page * perPage >= total;
  return (
    <nav className={styles.pager} aria-label="分页">
      {total !== undefined && <span>共 {total} 条</span>}
      <button
        type="button"
        className={`${styles.button} ${styles.small}`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        上一页
      </button>
      <span>第 {page} 页</span>
      <button
        type="button"
        className={`${styles.button} ${styles.small}`}
        disabled={last}
        onClick={() => onPage(page + 1)}
      >
        下一页
      </button>
    </nav>
  );
}
