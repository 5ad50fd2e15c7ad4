import {
  type Chip,
  Chips,
  type DayRange,
  DayRangeFilter,
  dayRange,
  formatDateTime,
  formatMoney,
  Page,
  rangeKey,
  usePagedList,
  useRequest,
} from '@app/shared';
import { useCallback, useState } from 'react';
import { type BonusLog, bonusApi } from '../../api/bonus';
import { MoneyRow } from '../../components/list/MoneyRow';
import { RecordList } from '../../components/list/RecordList';
import { SummaryCard } from '../../components/SummaryCard';
import { useRouteTitle } from '../titles';

const BONUS_COLOR = '#ff4d6d';

/** /financePages/bonusrecord: rewards of activities, sign-ins, invitations and VIP, with their totals. */
export function BonusPage() {
  const requested = useRequest(() => bonusApi.statistics({ silent: true }), 'finance:BonusPage:bonus-stats');
  const stats = requested.status === 'ready' ? requested.data : null;
  const [type, setType] = useState('all');
  const [range, setRange] = useState<DayRange>({ key: 'all' });

  const fetchPage = useCallback(
    (page: number, perPage: number) =>
      bonusApi.list({ page, per_page: perPage, ...(type === 'all' ? {} : { type }), ...dayRange(range) }),
    [type, range],
  );
  const list = usePagedList<BonusLog>(fetchPage, `finance:BonusPage:logs-${type}|${rangeKey(range)}`, 20);
  const chips: Chip<string>[] = [
    { key: 'all', label: '全部' },
    ...(stats?.by_type ?? []).map((item) => ({ key: item.type, label: item.type_text })),
  ];

  return (
    <Page title={useRouteTitle()}>
      <SummaryCard
        title="累计奖金（元）"
        figure={stats?.total ?? '0.00'}
        testId="bonus-summary"
        figures={[
          { label: '今日', value: stats?.today ?? '0.00', tone: 'up' },
          { label: '本月', value: stats?.this_month ?? '0.00' },
          { label: '笔数', value: stats?.count ?? 0 },
        ]}
      />
      <Chips label="红利类型" chips={chips} active={type} onChange={setType} />
      <DayRangeFilter value={range} onChange={setRange} />
      <RecordList
        list={list}
        itemKey={(log) => log.id}
        emptyText="暂无奖金记录"
        renderItem={(log) => (
          <MoneyRow
            badge="红"
            badgeColor={BONUS_COLOR}
            title={log.type_text}
            sub={formatDateTime(log.created_at)}
            note={log.remark || undefined}
            amount={log.amount}
            side={`余额 ${formatMoney(log.after)}`}
            testId={`bonus-${log.id}`}
          />
        )}
      />
    </Page>
  );
}
