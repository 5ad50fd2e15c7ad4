import { useAppConfig } from '@app/shared';
import { useEffect, useState } from 'react';
import { noticesApi, type PageNotice } from '../api/notices';
import styles from './CategoryNotices.module.css';

/** The page's own notices (recharge or withdrawal category) above the form; hidden by notice_enabled. */
export function CategoryNotices({ category }: { category: number }) {
  const enabled = useAppConfig((state) => state.config.notice_enabled);
  const [notices, setNotices] = useState<PageNotice[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    noticesApi
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
    <ul className={styles.notices} data-testid="category-notices">
      {notices.map((notice) => (
        <li key={notice.id} className={styles.notice}>
          <b className={styles.title}>{notice.title}</b>
          <span className={styles.content}>{notice.content}</span>
        </li>
      ))}
    </ul>
  );
}
