import { Button, formatDateTime, toast, useRequest } from '@app/shared';
import { useState } from 'react';
import { type NoticeDraft, type NoticeStatus, type OpsNotice, opsNoticesApi } from '../../api/notices';
import { FilterChips, OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { Pager } from '../../components/Pager';
import { alreadyToasted } from '../../components/toasted';
import { NoticeForm } from './NoticeForm';

const STATUS_FILTERS: ReadonlyArray<{ value: NoticeStatus | 'all'; name: string }> = [
  { value: 'all', name: '全部状态' },
  { value: 'published', name: '已发布' },
  { value: 'withdrawn', name: '已撤回' },
];

const PER_PAGE = 20;

/** 公告: list by category and state, publish, edit, withdraw and publish again. */
export function NoticesPage() {
  const [category, setCategory] = useState(0);
  const [status, setStatus] = useState<NoticeStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OpsNotice | null>(null);
  const categories = useRequest(() => opsNoticesApi.categories(), 'categories');
  const notices = useRequest(
    () =>
      opsNoticesApi.list({
        ...(category ? { category_id: category } : {}),
        ...(status === 'all' ? {} : { status }),
        page,
        per_page: PER_PAGE,
      }),
    `${category}:${status}:${page}`,
  );
  const filterBy =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const save = async (draft: NoticeDraft) => {
    if (editing) {
      await opsNoticesApi.edit(editing.id, draft);
      toast.success('公告已保存');
      setEditing(null);
    } else {
      await opsNoticesApi.publish(draft);
      toast.success('公告已发布，玩家立即可见');
    }
    notices.reload();
  };

  const toggle = (notice: OpsNotice) => {
    const withdrawing = notice.status === 'published';
    (withdrawing ? opsNoticesApi.withdraw(notice.id) : opsNoticesApi.republish(notice.id)).then(() => {
      toast.success(withdrawing ? '公告已撤回' : '公告已重新发布');
      notices.reload();
    }, alreadyToasted);
  };

  const categoryList = categories.status === 'ready' ? categories.data : [];
  return (
    <OpsPanel title="公告" hint="发布到玩家的公告列表与首页滚动公告；撤回后玩家立即看不到。">
      <div className={styles.columns}>
        <OpsCard>
          <FilterChips
            label="公告分类"
            value={category}
            onChange={filterBy(setCategory)}
            options={[
              { value: 0, name: '全部分类' },
              ...categoryList.map((c) => ({ value: c.id, name: c.name })),
            ]}
          />
          <FilterChips
            label="公告状态"
            value={status}
            onChange={filterBy(setStatus)}
            options={STATUS_FILTERS}
          />
          {notices.status === 'ready' && notices.data.list.length === 0 && (
            <p className={styles.empty}>暂无公告</p>
          )}
          {notices.status === 'ready' && notices.data.list.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>标题</th>
                  <th>分类</th>
                  <th>状态</th>
                  <th>发布时间</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {notices.data.list.map((notice) => (
                  <tr key={notice.id} data-testid="notice-row" data-muted={notice.status === 'withdrawn'}>
                    <td className={`${styles.clip} ${styles.grow}`} title={notice.content}>
                      {notice.is_hot === 1 && (
                        <span className={styles.badge} data-tone="on">
                          热门
                        </span>
                      )}{' '}
                      {notice.title}
                    </td>
                    <td>{notice.category_name}</td>
                    <td>
                      <span className={styles.badge} data-tone={notice.status === 'published' ? 'on' : 'off'}>
                        {notice.status_text}
                      </span>
                    </td>
                    <td>{formatDateTime(notice.created_at)}</td>
                    <td>
                      <div className={styles.actions}>
                        <Button variant="ghost" className={styles.small} onClick={() => setEditing(notice)}>
                          编辑
                        </Button>
                        <Button
                          variant={notice.status === 'published' ? 'danger' : 'primary'}
                          className={styles.small}
                          onClick={() => toggle(notice)}
                        >
                          {notice.status === 'published' ? '撤回' : '重新发布'}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {notices.status === 'ready' && (
            <Pager page={page} perPage={PER_PAGE} total={notices.data.total} onPage={setPage} />
          )}
        </OpsCard>
        <OpsCard title={editing ? `编辑公告 #${editing.id}` : '发布公告'}>
          {categoryList.length > 0 && (
            <NoticeForm
              key={editing?.id ?? 'new'}
              categories={categoryList}
              editing={editing}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          )}
        </OpsCard>
      </div>
    </OpsPanel>
  );
}
