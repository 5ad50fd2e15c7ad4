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
import { type Bill, type BillCategory, billsApi } from '../../api/bills';
import { MoneyRow } from '../../components/list/MoneyRow';
import { RecordList } from '../../components/list/RecordList';
import { SummaryCard } from '../../components/SummaryCard';
import { useRouteTitle } from '../titles';
import { CATEGORY_LOOK } from './categoryLook';

type CategoryKey = BillCategory | 'all';

/** /financePages/billdetails: every balance change, by category and day range, with money in and out. */
export function BillsPage() {
  const categories = useRequest(
    () => billsApi.categories({ silent: true }),
    'finance:BillsPage:bill-categories',
  );
  const [category, setCategory] = useState<CategoryKey>('all');
  const [range, setRange] = useState<DayRange>({ key: 'month' });
  const [sums, setSums] = useState({ income: '0.00', expense: '0.00', net: '0.00' });

  const fetchPage = useCallback(
    async (page: number, perPage: number) => {
      const result = await billsApi.list({
        page,
        per_page: perPage,
        ...(category === 'all' ? {} : { category }),
        ...dayRange(range),
      });
      setSums({ income: result.income, expense: result.expense, net: result.net });
      return result;
    },
    [category, range],
  );
  const list = usePagedList<Bill>(fetchPage, `finance:BillsPage:bills-${category}|${rangeKey(range)}`, 20);
  const chips: Chip<CategoryKey>[] = [
    { key: 'all', label: '全部' },
    ...(categories.status === 'ready' ? categories.data : []).map((item) => ({
      key: item.key,
      label: item.name,
    })),
  ];

  return (
    <Page title={useRouteTitle()}>
      <SummaryCard
        title="收入合计（元）"
        figure={formatMoney(sums.income)}
        testId="bills-summary"
        figures={[
          { label: '支出合计', value: formatMoney(sums.expense), tone: 'down' },
          { label: '净额', value: formatMoney(sums.net, { signed: true }) },
          { label: '笔数', value: list.loaded ? list.total : '-' },
        ]}
      />
      <Chips label="账单类型" chips={chips} active={category} onChange={setCategory} />
      <DayRangeFilter value={range} onChange={setRange} />
      <RecordList
        list={list}
        itemKey={(bill) => bill.id}
        emptyText="暂无账单记录"
        renderItem={(bill) => (
          <MoneyRow
            badge={CATEGORY_LOOK[bill.category]?.badge ?? '账'}
            badgeColor={CATEGORY_LOOK[bill.category]?.color ?? '#9aa0ab'}
            title={bill.type_text}
            sub={formatDateTime(bill.created_at)}
            note={bill.remark || undefined}
            amount={bill.amount}
            side={`余额 ${formatMoney(bill.after)}`}
            testId={`bill-${bill.id}`}
          />
        )}
      />
    </Page>
  );
}
