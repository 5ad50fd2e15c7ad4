import { Page, Skeleton, Tabs } from '@app/shared';
import { FAMILIES, LOTTERY_TYPES, type LotteryType, playGroupsOf } from '@app/shared/lottery';
import { useEffect, useState } from 'react';
import { useLotteryHall } from '../../store/hall';
import { LotteryCard } from './LotteryCard';
import styles from './list.module.css';

/** /pages/lottery/lottery-categories: the families, their rules and plays, and their lotteries. */
export function LotteryCategoriesPage() {
  const groups = useLotteryHall((state) => state.lotteryList);
  const fetchLotteryList = useLotteryHall((state) => state.fetchLotteryList);
  const [type, setType] = useState<LotteryType>('k3');
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  // Not useRequest: the list lives in the hall store other pages share; this refreshes it and notes when.
  useEffect(() => {
    void fetchLotteryList().then(() => setFetchedAt(Date.now()));
  }, [fetchLotteryList]);
  const lotteries = groups.find((group) => group.type === type)?.list;
  return (
    <Page title="彩种分类">
      <div className={styles.page}>
        <Tabs
          items={LOTTERY_TYPES.map((key) => ({ key, title: FAMILIES[key].name }))}
          active={type}
          onChange={setType}
        />
        <section className={styles.family}>
          <p>{FAMILIES[type].note}</p>
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
