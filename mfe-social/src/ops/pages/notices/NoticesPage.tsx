import { formatDateTime, toast, useRequest } from '@app/shared';
import {
  ActionButton,
  type Column,
  FilterChips,
  kit,
  OpsPage,
  Pager,
  StatusChip,
  Table,
} from '@app/shared/ops-ui';
import { useState } from 'react';
import { type NoticeDraft, type NoticeStatus, type OpsNotice, opsNoticesApi } from '../../api/notices';
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
  const categories = useRequest(() => opsNoticesApi.categories(), 'social:NoticesPage:categories');
  const notices = useRequest(
    () =>
      opsNoticesApi.list({
        ...(category ? { category_id: category } : {}),
        ...(status === 'all' ? {} : { status }),
        page,
        per_page: PER_PAGE,
      }),
    `social:NoticesPage:${category}:${status}:${page}`,
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
    return (withdrawing ? opsNoticesApi.withdraw(notice.id) : opsNoticesApi.republish(notice.id)).then(() => {
      toast.success(withdrawing ? '公告已撤回' : '公告已重新发布');
      notices.reload();
    });
  };

  const columns: Array<Column<OpsNotice>> = [
    {
      title: '标题',
      cell: (notice) => (
        <span title={notice.content}>
          {notice.is_hot === 1 && <StatusChip tone="accent">热门</StatusChip>} {notice.title}
        </span>
      ),
    },
    { title: '分类', nowrap: true, cell: (notice) => notice.category_name },
    {
      title: '状态',
      cell: (notice) => (
        <StatusChip tone={notice.status === 'published' ? 'ok' : 'quiet'}>{notice.status_text}</StatusChip>
      ),
    },
    { title: '发布时间', nowrap: true, cell: (notice) => formatDateTime(notice.created_at) },
    {
      title: '操作',
      nowrap: true,
      cell: (notice) => (
        <div className={kit.actions}>
          <button type="button" className={kit.small} onClick={() => setEditing(notice)}>
            编辑
          </button>
          <ActionButton
            variant={notice.status === 'published' ? 'danger' : 'primary'}
            onClick={() => toggle(notice)}
          >
            {notice.status === 'published' ? '撤回' : '重新发布'}
          </ActionButton>
        </div>
      ),
    },
  ];

  const categoryList = categories.status === 'ready' ? categories.data : [];
  return (
    <OpsPage title="公告" subtitle="发布到玩家的公告列表与首页滚动公告；撤回后玩家立即看不到。">
      {categoryList.length > 0 && (
        <NoticeForm
          key={editing?.id ?? 'new'}
          categories={categoryList}
          editing={editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      <div className={kit.toolbar}>
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
      </div>
      <Table
        label="公告列表"
        rows={notices.status === 'ready' ? notices.data.list : []}
        status={notices.status}
        columns={columns}
        rowKey={(notice) => notice.id}
        rowTestId={() => 'notice-row'}
        dimmed={(notice) => notice.status === 'withdrawn'}
        empty="暂无公告"
      />
      {notices.status === 'ready' && (
        <Pager page={page} perPage={PER_PAGE} total={notices.data.total} onPage={setPage} />
      )}
    </OpsPage>
  );
}
