import { formatDateTime } from '@app/shared';
import { type Column, kit, Table } from '@app/shared/ops-ui';
import type { Release } from '../api/releases';
import { ACTION_TEXT } from './actionText';

export interface ReleaseHistoryProps {
  releases: Release[];
  /** Offered on every release but the live one (the first); null for an operator who may not deploy. */
  onRollback: ((release: Release) => void) | null;
}

export function ReleaseHistory({ releases, onRollback }: ReleaseHistoryProps) {
  const liveId = releases[0]?.id;
  const columns: Array<Column<Release>> = [
    { title: '#', cell: (release) => release.id },
    { title: '时间', cell: (release) => formatDateTime(release.created_at) },
    {
      title: '方式',
      cell: (release) => (
        <>
          {ACTION_TEXT[release.action] ?? release.action}
          {release.forced && <span className={`${kit.badge} ${kit.badgeBad}`}>跳过预检</span>}
        </>
      ),
    },
    { title: '构建号', cell: (release) => <span className={kit.mono}>{release.build_id || '—'}</span> },
    { title: '清单地址', cell: (release) => <span className={kit.mono}>{release.url}</span> },
    {
      title: '操作',
      cell: (release) =>
        release.id === liveId ? (
          <span className={`${kit.badge} ${kit.badgeOk}`}>当前</span>
        ) : (
          onRollback && (
            <button
              type="button"
              className={`${kit.button} ${kit.small}`}
              onClick={() => onRollback(release)}
            >
              回滚到此版本
            </button>
          )
        ),
    },
  ];
  return (
    <Table
      label="发布历史"
      rows={releases}
      columns={columns}
      rowKey={(release) => release.id}
      empty="暂无发布记录"
    />
  );
}
