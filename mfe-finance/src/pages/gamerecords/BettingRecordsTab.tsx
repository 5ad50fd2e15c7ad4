import {
  type Chip,
  Chips,
  type DayRange,
  DayRangeFilter,
  dayRange,
  FIGURES,
  formatDateTime,
  formatMoney,
  Popup,
  rangeKey,
  usePagedList,
  useRequest,
} from '@app/shared';
import { useCallback, useState } from 'react';
import { type BettingRecord, type BettingSource, reportsApi } from '../../api/reports';
import { toneOf } from '../../components/format';
import { RecordList } from '../../components/list/RecordList';
import { SummaryCard } from '../../components/SummaryCard';
import { BettingDetail } from './BettingDetail';
import styles from './gamerecords.module.css';
import { StatusPill } from './StatusPill';

type SourceKey = BettingSource | 'all';
type StatusKey = 'all' | '0' | '1' | '2' | '3';

const SOURCE_CHIPS: Chip<SourceKey>[] = [
  { key: 'all', label: '全部' },
  { key: 'sports', label: '体育' },
  { key: 'lottery', label: '彩票' },
];
const STATUS_CHIPS: Chip<StatusKey>[] = [
  { key: 'all', label: '全部状态' },
  { key: '0', label: '待开奖' },
  { key: '1', label: '已中奖' },
  { key: '2', label: '未中奖' },
  { key: '3', label: '已撤单' },
];

/** Sports orders and lottery bets in one list, with stake, payout and profit over the filter. */
export function BettingRecordsTab() {
  const [source, setSource] = useState<SourceKey>('all');
  const [status, setStatus] = useState<StatusKey>('all');
  const [range, setRange] = useState<DayRange>({ key: 'month' });
  const [open, setOpen] = useState<string | null>(null);
  const filter = { ...(source === 'all' ? {} : { source }), ...dayRange(range) };
  const key = `${source}|${status}|${rangeKey(range)}`;

  const requested = useRequest(
    () => reportsApi.bettingStats(filter, { silent: true }),
    `finance:BettingRecordsTab:betting-stats-${key}`,
  );
  const stats = requested.status === 'ready' ? requested.data : null;

  const fetchPage = useCallback(
    (page: number, perPage: number) =>
      reportsApi.bettingRecords({
        page,
        per_page: perPage,
        ...(source === 'all' ? {} : { source }),
        ...(status === 'all' ? {} : { status: Number(status) }),
        ...dayRange(range),
      }),
    [source, status, range],
  );
  const list = usePagedList<BettingRecord>(fetchPage, `finance:BettingRecordsTab:records-${key}`, 20);

  return (
    <>
      <SummaryCard
        title={`${FIGURES.stakeTotal.label}（元）`}
        figure={formatMoney(stats?.stake_total)}
        testId="betting-summary"
        figures={[
          { label: FIGURES.validBet.label, value: formatMoney(stats?.valid_total) },
          { label: FIGURES.payout.label, value: formatMoney(stats?.payout_total) },
          {
            label: FIGURES.betProfit.label,
            value: formatMoney(stats?.profit_total, { signed: true }),
            tone: toneOf(stats?.profit_total ?? '0.00'),
          },
          {
            label: `${FIGURES.pendingStake.label} ${stats?.pending_count ?? 0}笔`,
            value: formatMoney(stats?.pending_stake),
          },
        ]}
      />
      <p className={styles.summaryNote}>
        投注总额 = 有效投注 + 待开奖；投注盈亏 = 派奖 − 有效投注（撤单、退款不计）
      </p>
      <Chips label="投注类型" chips={SOURCE_CHIPS} active={source} onChange={setSource} />
      <Chips label="注单状态" chips={STATUS_CHIPS} active={status} onChange={setStatus} />
      <DayRangeFilter value={range} onChange={setRange} />
      <RecordList
        list={list}
        itemKey={(record) => record.id}
        emptyText="暂无投注记录"
        renderItem={(record) => (
          <button
            type="button"
            className={styles.record}
            onClick={() => setOpen(record.id)}
            data-testid={`betting-${record.id}`}
          >
            <span className={styles.recordHead}>
              <span className={styles.source}>{record.source_text}</span>
              <span className={styles.recordTitle}>{record.title}</span>
              <StatusPill status={record.status} text={record.status_text} />
            </span>
            <span className={styles.content}>{record.content}</span>
            <span className={styles.figures}>
              <span>
                投注 <strong>{formatMoney(record.stake)}</strong>
              </span>
              <span>
                派奖 <strong>{formatMoney(record.payout)}</strong>
              </span>
              <span>
                盈亏{' '}
                <strong className={styles[toneOf(record.profit)]}>
                  {record.profit === null ? '-' : formatMoney(record.profit, { signed: true })}
                </strong>
              </span>
            </span>
            <span className={styles.time}>
              {formatDateTime(record.created_at)} · {record.ref_no}
            </span>
          </button>
        )}
      />
      <Popup open={open !== null} onClose={() => setOpen(null)} aria-label="注单详情">
        {open && <BettingDetail id={open} />}
      </Popup>
    </>
  );
}
