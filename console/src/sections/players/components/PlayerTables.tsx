import { formatDateTime, formatMoney } from '@app/shared';
import { type Column, kit, Table } from '@app/shared/ops-ui';
import type { LedgerRow, PlayerOrder, PlayerSession } from '../api/players';

const signed = (amount: string) => (
  <span className={amount.startsWith('-') ? kit.negative : kit.positive}>
    {formatMoney(amount, { signed: true })}
  </span>
);

const ledgerColumns: Array<Column<LedgerRow>> = [
  { title: '时间', cell: (row) => formatDateTime(row.created_at) },
  { title: '类型', cell: (row) => row.type_text },
  { title: '金额', numeric: true, cell: (row) => signed(row.amount) },
  { title: '变动前', numeric: true, cell: (row) => formatMoney(row.before) },
  { title: '变动后', numeric: true, cell: (row) => formatMoney(row.after) },
  { title: '备注', cell: (row) => row.remark || <span className={kit.muted}>—</span> },
];

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  return (
    <Table label="最近账变" rows={rows} columns={ledgerColumns} rowKey={(row) => row.id} empty="暂无账变" />
  );
}

const orderColumns: Array<Column<PlayerOrder>> = [
  { title: '时间', cell: (order) => formatDateTime(order.created_at) },
  {
    title: '类别',
    cell: (order) => (
      <span className={`${kit.badge} ${order.kind === 'sports' ? kit.badgeAccent : ''}`}>
        {order.kind === 'sports' ? '体育' : '彩票'}
      </span>
    ),
  },
  { title: '订单号', cell: (order) => <span className={kit.mono}>{order.no}</span> },
  { title: '内容', cell: (order) => order.title },
  { title: '投注额', numeric: true, cell: (order) => formatMoney(order.stake) },
  { title: '派奖', numeric: true, cell: (order) => formatMoney(order.payout) },
  { title: '状态', cell: (order) => order.status_text },
];

export function OrdersTable({ rows }: { rows: PlayerOrder[] }) {
  return (
    <Table
      label="最近订单"
      rows={rows}
      columns={orderColumns}
      rowKey={(order) => `${order.kind}-${order.no}`}
      empty="暂无订单"
    />
  );
}

const sessionColumns: Array<Column<PlayerSession>> = [
  { title: '会话', cell: (session) => `#${session.id}` },
  { title: '登录时间', cell: (session) => formatDateTime(session.created_at) },
  { title: '最近使用', cell: (session) => formatDateTime(session.last_used_at) },
];

export function SessionsTable({ rows }: { rows: PlayerSession[] }) {
  return (
    <Table
      label="有效会话"
      rows={rows}
      columns={sessionColumns}
      rowKey={(session) => session.id}
      empty="当前没有有效的登录会话"
    />
  );
}
