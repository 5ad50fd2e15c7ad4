import { Page, Skeleton, Tabs } from '@app/shared';
import { LOTTERY_TYPE_NAMES, type LotteryType, playGroupsOf } from '@app/shared/lottery';
import { useEffect, useState } from 'react';
import { useLottery } from '../../store/lottery';
import { LotteryCard } from './LotteryCard';
import styles from './list.module.css';

const FAMILY_NOTES: Record<LotteryType, string> = {
  k3: '三颗骰子，每颗1-6点；按和值、形态（豹子、对子、三不同）投注。',
  ssc: '五位号码（万千百十个），每位0-9；可定位、前三直选或组选、总和大小单双、龙虎和。',
  pk10: '十辆赛车01-10的名次；可猜冠军、冠亚和值、各名次车号、大小单双与龙虎。',
};

/** /pages/lottery/lottery-categories: the families, their rules and plays, and their lotteries. */
export function LotteryCategoriesPage() {
  const groups = useLottery((state) => state.lotteryList);
  const fetchLotteryList = useLottery((state) => state.fetchLotteryList);
  const [type, setType] = useState<LotteryType>('k3');
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  useEffect(() => {
    void fetchLotteryList().then(() => setFetchedAt(Date.now()));
  }, [fetchLotteryList]);
  const lotteries = groups.find((group) => group.type === type)?.list;
  return (
    <Page title="彩种分类">
      <div className={styles.page}>
        <Tabs
          items={(Object.keys(LOTTERY_TYPE_NAMES) as LotteryType[]).map((key) => ({
            key,
            title: LOTTERY_TYPE_NAMES[key],
          }))}
          active={type}
          onChange={setType}
        />
        <section className={styles.family}>
          <p>{FAMILY_NOTES[type]}</p>
          <div className={styles.playTags}>
            {playGroupsOf(type).map((group) => (
              <span key={group.group}>{group.name}</span>
            ))}
          </div>
        </section>
        {lotteries ? (
          <div className={styles.cards}>
            {lotteries.map((lottery) => (
              <LotteryCard key={lottery.id} lottery={lottery} fetchedAt={fetchedAt} />
            ))}
          </div>
        ) : (
          <Skeleton rows={4} />
        )}
      </div>
    </Page>
  );
}
