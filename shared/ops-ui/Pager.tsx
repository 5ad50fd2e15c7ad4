import kit from './kit.module.css';

export interface PagerProps {
  page: number;
  perPage: number;
  /** Rows on this page, for a list that does not count its total: a full page means there may be a next one. */
  shown?: number;
  total?: number;
  onPage: (page: number) => void;
}

/** 上一页 / 下一页 under a list, with where the operator is; hidden while everything fits on the first page. */
export function Pager({ page, perPage, shown = 0, total, onPage }: PagerProps) {
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / perPage));
  const last = pages === undefined ? shown < perPage : page >= pages;
  if (page <= 1 && last) return null;
  return (
    <nav className={kit.pager} aria-label="翻页">
      <button type="button" className={kit.small} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span>{pages === undefined ? `第 ${page} 页` : `第 ${page} / ${pages} 页，共 ${total} 条`}</span>
      <button type="button" className={kit.small} disabled={last} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
