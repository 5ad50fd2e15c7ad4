import { Empty, Page, Section, Skeleton, useRequest } from '@app/shared';
import { useSearchParams } from 'react-router-dom';
import { noticesApi } from '../../api/notices';
import { noticeDate } from './noticeDate';
import styles from './notices.module.css';

/** /noticePages/detail?id=: the notice as plain text (never HTML). */
export function NoticeDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const state = useRequest(
    () => (Number.isInteger(id) && id > 0 ? noticesApi.detail(id) : Promise.reject(new Error('no id'))),
    `social:NoticeDetailPage:${String(id)}`,
  );
  return (
    <Page title="公告详情" padded>
      {state.status === 'loading' && <Skeleton />}
      {state.status === 'error' && <Empty text="公告不存在或已下线" />}
      {state.status === 'ready' && (
        <Section title={state.data.title}>
          <p className={styles.meta}>
            {state.data.category_name} · {noticeDate(state.data.created_at)}
          </p>
          <p className={styles.content} data-testid="notice-content">
            {state.data.content}
          </p>
        </Section>
      )}
    </Page>
  );
}
