import { useEffect, useState } from 'react';
import { useAppConfig } from '../config/app-config';
import { categoryNoticesApi, type PageNotice } from './api';
import styles from './CategoryNotices.module.css';

/**
 * The page's own notices (SPEC 3: betting 2, recharge 3, withdrawal 4; at most 3) above its content; hidden by
 * notice_enabled. `compact` keeps each notice on one line, for pages whose own content must stay in view (the
 * betting pages). One component for every page that shows a category, whichever remote owns the page.
 */
export function CategoryNotices({ category, compact = false }: { category: number; compact?: boolean }) {
  const enabled = useAppConfig((state) => state.config.notice_enabled);
  const [notices, setNotices] = useState<PageNotice[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    categoryNoticesApi
      .byCategory(category, { silent: true, loading: false })
      .then((rows) => live && setNotices(rows))
      // Notices are information around the form: without them the page still works.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [category, enabled]);
  if (!enabled || notices.length === 0) return null;
  return (
    <ul
      className={compact ? `${styles.notices} ${styles.compact}` : styles.notices}
      data-testid="category-notices"
      data-category={category}
    >
      {notices.map((notice) => (
        <li key={notice.id} className={styles.notice}>
          <b className={styles.title}>{notice.title}</b>
          <span className={styles.content}>{notice.content}</span>
        </li>
      ))}
    </ul>
  );
}
