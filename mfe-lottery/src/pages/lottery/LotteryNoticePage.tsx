import { Page, PullToRefresh, Skeleton } from '@app/shared';
import { Link } from 'react-router-dom';
import { useLotteryList } from '../../api/queries';
import { useLotteryDrawn, useReloadOnReconnect } from '../../store/drawn';
import { Balls } from './Balls';
import { DrawTags } from './DrawTags';
import styles from './detail.module.css';

/** /pages/lottery/lottery-notice: 开奖公告, the latest result of every lottery; a row opens its history. */
export function LotteryNoticePage() {
  const hall = useLotteryList();
  const { reload: refresh } = hall;
  // Each announced draw reloads the list; a reconnect reloads what was missed meanwhile.
  const connected = useLotteryDrawn(() => void refresh());
  useReloadOnReconnect(connected, refresh);
  const lotteries = hall.status === 'ready' ? hall.data.groups.flatMap((group) => group.list) : [];
  return (
    <Page title="开奖公告">
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.notice}>
          {hall.status === 'loading' ? <Skeleton rows={6} /> : null}
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
