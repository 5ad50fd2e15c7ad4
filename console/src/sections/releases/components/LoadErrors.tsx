import { formatDateTime } from '@app/shared';
import { type Column, kit, Table } from '@app/shared/ops-ui';
import type { RemoteErrorGroup } from '../api/releases';

const columns: Array<Column<RemoteErrorGroup>> = [
  { title: '构建号', cell: (group) => <span className={kit.mono}>{group.build_id || '未知'}</span> },
  { title: '类型', cell: (group) => <span className={`${kit.badge} ${kit.badgeBad}`}>{group.kind}</span> },
  { title: '次数', numeric: true, cell: (group) => group.count },
  { title: '玩家数', numeric: true, cell: (group) => group.players },
  { title: '最近一次', cell: (group) => formatDateTime(group.last_at) },
  { title: '最近错误', cell: (group) => <span className={kit.mono}>{group.last_message}</span> },
];

export function LoadErrors({ groups }: { groups: RemoteErrorGroup[] }) {
  return (
    <Table
      label="加载错误"
      rows={groups}
      columns={columns}
      rowKey={(group) => `${group.build_id}|${group.url}|${group.kind}`}
      empty="这段时间内没有玩家上报加载错误"
    />
  );
}
