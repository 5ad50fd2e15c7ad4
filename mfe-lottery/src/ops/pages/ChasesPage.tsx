import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { type Column, Field, FilterChips, kit, OpsPage, Pager, StatusChip, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type ChaseQuery, type OpsChase, opsLotteryApi } from '../api/opsLottery';

const PER_PAGE = 20;
const STATUS_CHIPS: Array<{ value: number | undefined; name: string }> = [
  { value: undefined, name: '全部' },
  { value: 0, name: '进行中' },
  { value: 1, name: '已完成' },
  { value: 2, name: '已停止' },
];

const columns: Array<Column<OpsChase>> = [
  {
    title: '计划编号 / 玩家',
    cell: (chase) => (
      <>
        <div>{chase.chase_no}</div>
        <div className={kit.muted}>{chase.username}</div>
      </>
    ),
  },
  {
    title: '彩种 / 玩法',
    cell: (chase) => (
      <>
        <div>{chase.lottery_name}</div>
        <div className={kit.muted}>{chase.play_name}</div>
      </>
    ),
  },
  { title: '号码', cell: (chase) => <span className={kit.code}>{chase.codes}</span> },
  {
    title: '方式',
    cell: (chase) => (
      <>
        <div>{chase.mode_text}</div>
        <div className={kit.muted}>{chase.stop_on_win ? '中奖后停止' : '中奖后继续'}</div>
      </>
    ),
  },
  { title: '进度', cell: (chase) => `已追 ${chase.placed_expects}/${chase.expects} 期`, numeric: true },
  { title: '冻结总额', cell: (chase) => formatMoney(chase.total_stake), numeric: true },
  { title: '已投注', cell: (chase) => formatMoney(chase.played_stake), numeric: true },
  { title: '已退款', cell: (chase) => formatMoney(chase.refunded), numeric: true },
  { title: '中奖', cell: (chase) => formatMoney(chase.win_amount), numeric: true },
  {
    title: '状态',
    cell: (chase) => (
      <>
        <StatusChip tone={chase.status === 0 ? 'ok' : 'quiet'}>{chase.status_text}</StatusChip>
        {chase.stop_reason_text && <div className={kit.muted}>{chase.stop_reason_text}</div>}
      </>
    ),
  },
  { title: '创建时间', cell: (chase) => formatDateTime(chase.created_at), nowrap: true },
];

/** 追号计划 of every player (read-only): progress, the money held, played, refunded and won. */
export function ChasesPage() {
  const [query, setQuery] = useState<ChaseQuery>({ page: 1, per_page: PER_PAGE });
  const lotteries = useRequest(opsLotteryApi.lotteries, 'lottery:ops:lotteries');
  const chases = useRequest(
    () => opsLotteryApi.chases(query),
    `lottery:ChasesPage:chases:${JSON.stringify(query)}`,
  );
  const filter = (change: Partial<ChaseQuery>) => setQuery({ ...query, ...change, page: 1 });
  const data = chases.status === 'ready' ? chases.data : null;

  return (
    <OpsPage title="追号计划" subtitle={data && `共 ${data.total} 个计划`}>
      <div className={kit.toolbar}>
        <FilterChips
          label="追号状态"
          options={STATUS_CHIPS}
          value={query.status}
          onChange={(status) => filter({ status })}
        />
        <Field label="彩种">
          <select
            className={kit.select}
            value={query.lottery ?? ''}
            onChange={(event) => filter({ lottery: event.target.value || undefined })}
          >
            <option value="">全部彩种</option>
            {lotteries.status === 'ready' &&
              lotteries.data.map((lottery) => (
                <option key={lottery.code} value={lottery.code}>
                  {lottery.name}
                </option>
              ))}
          </select>
        </Field>
      </div>
      <Table
        label="追号计划"
        rows={data?.list ?? []}
        status={chases.status}
        columns={columns}
        rowKey={(chase) => chase.id}
        rowTestId={() => 'ops-chase-row'}
        empty="没有符合条件的追号计划"
      />
      {data && (
        <Pager
          page={query.page}
          perPage={PER_PAGE}
          total={data.total}
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
    </OpsPage>
  );
}
