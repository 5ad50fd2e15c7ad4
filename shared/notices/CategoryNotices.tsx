import { useEffect, useState } from 'react';
import { useAppConfig } from '../config/app-config';
import { categoryNoticesApi, type PageNotice } from './api';
import styles from './CategoryNotices.module.css';

/** How long each notice stays in the box before the next one slides in. */
const ROTATE_MS = 4000;

/**
 * The page's own notices (SPEC 3: sports betting 2, recharge 3, withdrawal 4, lottery 5; at most 3) above its content; hidden by
 * notice_enabled. One component for every page that shows a category, whichever remote owns the page.
 *
 * The box has one fixed height from the first frame, whatever the notices turn out to be: it is empty while
 * they load and then shows them one at a time, each sliding in every 4 s (issue 19: content arriving above a
 * page must not push the page down, CLS <= 0.05). Only a category without notices folds the box away (one
 * short shift, rare). `compact` keeps each notice on one line (the betting pages keep their matches and play
 * board in view); otherwise a notice shows its title and up to two lines of text.
 */
export function CategoryNotices({ category, compact = false }: { category: number; compact?: boolean }) {
  const enabled = useAppConfig((state) => state.config.notice_enabled);
  const [notices, setNotices] = useState<PageNotice[] | null>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    categoryNoticesApi
      .byCategory(category, { silent: true, loading: false })
      .then((rows) => live && setNotices(rows))
      // Notices are information around the form: without them the page still works.
      .catch(() => live && setNotices([]));
    return () => {
      live = false;
    };
  }, [category, enabled]);
  const count = notices?.length ?? 0;
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setShown((index) => (index + 1) % count), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [count]);
  if (!enabled || notices?.length === 0) return null;
  const box = compact ? `${styles.notices} ${styles.compact}` : styles.notices;
  if (!notices) return <div className={box} aria-busy="true" data-testid="category-notices-loading" />;
  return (
    <ul className={box} data-testid="category-notices" data-category={category}>
      {notices.map((notice, index) => (
        <li
          key={notice.id}
          className={styles.notice}
          aria-hidden={index !== shown % count}
          style={{ transform: `translateY(${-100 * (shown % count)}%)` }}
        >
          <b className={styles.title}>{notice.title}</b>
          <span className={styles.content}>{notice.content}</span>
        </li>
      ))}
    </ul>
  );
}
