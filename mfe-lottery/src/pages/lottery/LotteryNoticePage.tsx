import { Page, PullToRefresh, Skeleton } from '@app/shared';
import { useCallback, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useLotteryDrawn } from '../../store/drawn';
import { useLotteryHall } from '../../store/hall';
import { Balls } from './Balls';
import { DrawTags } from './DrawTags';
import styles from './detail.module.css';

/** /pages/lottery/lottery-notice: 开奖公告, the latest result of every lottery; a row opens its history. */
export function LotteryNoticePage() {
  const groups = useLotteryHall((state) => state.lotteryList);
  const loaded = useLotteryHall((state) => state.listLoaded);
  const fetchLotteryList = useLotteryHall((state) => state.fetchLotteryList);
  const refresh = useCallback(() => fetchLotteryList(), [fetchLotteryList]);
  // Each announced draw reloads the list; a (re)connect reloads what was missed meanwhile.
  const connected = useLotteryDrawn(() => void refresh());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `connected` only triggers the reload
  useEffect(() => {
    void refresh();
  }, [refresh, connected]);
  const lotteries = groups.flatMap((group) => group.list);
  return (
    <Page title="开奖公告">
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.notice}>
          {!loaded ? <Skeleton rows={6} /> : null}
          {lotteries.map((lottery) => {
            const latest = lottery.latest_open_code;
            return (
              <Link
                key={lottery.id}
                to={`/pages/lottery/lottery-detail?id=${lottery.id}&tab=history`}
                className={styles.historyRow}
                data-testid="notice-row"
              >
                <div className={styles.historyHead}>
                  <b className={styles.noticeName}>{lottery.name}</b>
                  <span className={styles.historyTime}>
                    {latest ? `第 ${latest.expect} 期` : '暂无开奖'}
                    <span aria-hidden="true"> ›</span>
                  </span>
                </div>
                {latest ? (
                  <div className={styles.historyBody}>
                    <Balls
                      key={latest.expect}
                      type={lottery.type}
                      numbers={latest.numbers}
                      small={lottery.type === 'pk10'}
                      reveal
                    />
                    <DrawTags type={lottery.type} numbers={latest.numbers} />
                  </div>
                ) : null}
              </Link>
            );
          })}
        </div>
      </PullToRefresh>
    </Page>
  );
}
