import { Empty, ListRow, type Requested, Skeleton } from '@app/shared';
import type { Notice } from '../../api/notices';
import { noticeDate } from './noticeDate';
import styles from './notices.module.css';

export function NoticeList({ state }: { state: Requested<Notice[]> }) {
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'error') return <Empty text="公告加载失败，请下拉或稍后重试" />;
  if (state.data.length === 0) return <Empty text="暂无公告" />;
  return (
    <div data-testid="notice-list">
      {state.data.map((notice) => (
        <ListRow key={notice.id} to={`/noticePages/detail?id=${notice.id}`}>
          <span className={styles.title}>
            {notice.is_hot ? <em className={styles.hot}>热</em> : null}
            {notice.title}
          </span>
          <span className={styles.date}>{noticeDate(notice.created_at)}</span>
        </ListRow>
      ))}
    </div>
  );
}
