import { Empty, Skeleton } from '@app/shared';
import { Link } from 'react-router-dom';
import styles from '../common/common.module.css';
import { type Notice, noticeDate } from './noticesApi';
import type { AsyncState } from './useAsync';

export function NoticeList({ state }: { state: AsyncState<Notice[]> }) {
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'error') return <Empty text="公告加载失败，请下拉或稍后重试" />;
  if (state.data.length === 0) return <Empty text="暂无公告" />;
  return (
    <div data-testid="notice-list">
      {state.data.map((notice) => (
        <Link key={notice.id} to={`/noticePages/detail?id=${notice.id}`} className={styles.row}>
          <span>{notice.title}</span>
          <span className={styles.muted}>{noticeDate(notice.created_at)}</span>
        </Link>
      ))}
    </div>
  );
}
