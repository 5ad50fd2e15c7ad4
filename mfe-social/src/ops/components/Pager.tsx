import styles from './ops.module.css';

/** 上一页 / 下一页 under a list, with where the operator is; hidden while everything fits on one page. */
export function Pager({
  page,
  perPage,
  total,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages === 1) return null;
  return (
    <nav className={styles.pager} aria-label="翻页">
      <button type="button" className={styles.chip} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span>
        第 {page} / {pages} 页，共 {total} 条
      </span>
      <button type="button" className={styles.chip} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
