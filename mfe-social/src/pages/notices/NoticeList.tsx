import { Empty, ListRow, Muted, Skeleton } from '@app/shared';
import { type Notice, noticeDate } from './noticesApi';
import type { AsyncState } from './useAsync';

export function NoticeList({ state }: { state: AsyncState<Notice[]> }) {
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'error') return <Empty text="公告加载失败，请下拉或稍后重试" />;
  if (state.data.length === 0) return <Empty text="暂无公告" />;
  return (
    <div data-testid="notice-list">
      {state.data.map((notice) => (
        <ListRow key={notice.id} to={`/noticePages/detail?id=${notice.id}`}>
          <span>{notice.title}</span>
          <Muted inline>{noticeDate(notice.created_at)}</Muted>
        </ListRow>
      ))}
    </div>
  );
}
