import { Page, Skeleton, Tabs, toast } from '@app/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type LotteryTrend, lotteryApi } from '../../api/lottery';
import { useLotteryDetail } from '../../api/queries';
import { LOTTERY_FAILURES, lotteryFailure } from '../../store/failures';
import { BetRecords } from './BetRecords';
import styles from './detail.module.css';
import { ExpectPanel } from './ExpectPanel';
import { HistoryList } from './HistoryList';
import { lotteryIdFrom } from './params';
import { TREND_SPANS, TrendChart } from './TrendChart';
import { useExpectClock } from './useExpectClock';

type DetailTab = 'history' | 'trend' | 'bets';
const TABS: Array<{ key: DetailTab; title: string }> = [
  { key: 'history', title: '开奖记录' },
  { key: 'trend', title: '走势图' },
  { key: 'bets', title: '我的注单' },
];

/** /pages/lottery/lottery-detail?id=&tab=: history open codes, the trend chart and the player's bets. */
export function LotteryDetailPage() {
  const [params, setParams] = useSearchParams();
  const lotteryId = lotteryIdFrom(params);
  const tab = (TABS.find((item) => item.key === params.get('tab'))?.key ?? 'history') as DetailTab;
  const detail = useLotteryDetail(lotteryId);
  // Its own state, not useRequest: the trend is read only while its tab is open, kept across tab switches
  // and span changes until the new one is in, and dropped at each new draw.
  const [trend, setTrend] = useState<LotteryTrend | null>(null);
  const [span, setSpan] = useState(TREND_SPANS[0] ?? 30);
  const [trendSpan, setTrendSpan] = useState(0);

  const clock = useExpectClock(lotteryId, () => setTrend(null));

  useEffect(() => {
    if (tab !== 'trend' || (trend?.lottery_id === lotteryId && trendSpan === span)) return;
    lotteryApi
      .trend(lotteryId, span, { silent: true })
      .then((loaded) => {
        setTrend(loaded);
        setTrendSpan(span);
      })
      .catch((error: unknown) => toast.error(lotteryFailure(LOTTERY_FAILURES.history, error)));
  }, [tab, lotteryId, trend, span, trendSpan]);

  const ours = detail.status === 'ready' ? detail.data : null;
  const type = ours?.type ?? '';
  return (
    <Page
      title={ours?.name ?? '彩种详情'}
      right={
        <Link className={styles.navLink} to={`/pages/lottery/lottery-game?id=${lotteryId}`}>
          投注
        </Link>
      }
    >
      <div className={styles.detail}>
        <ExpectPanel type={type} clock={clock} />
        <Tabs
          items={TABS}
          active={tab}
          onChange={(key) => setParams({ id: String(lotteryId), tab: key }, { replace: true })}
        />
        {tab === 'history' && ours ? (
          <HistoryList lotteryId={lotteryId} type={type} latestExpect={clock.latestOpenCode?.expect} />
        ) : null}
        {tab === 'trend' ? (
          trend ? (
            <TrendChart trend={trend} span={span} onSpan={setSpan} />
          ) : (
            <Skeleton rows={8} />
          )
        ) : null}
        {tab === 'bets' ? <BetRecords lotteryId={lotteryId} /> : null}
      </div>
    </Page>
  );
}
