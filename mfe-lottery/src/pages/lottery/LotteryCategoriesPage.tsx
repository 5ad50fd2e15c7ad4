import { Page, Skeleton, Tabs } from '@app/shared';
import { FAMILIES, LOTTERY_TYPES, type LotteryType, playGroupsOf } from '@app/shared/lottery';
import { useState } from 'react';
import { useLotteryList } from '../../api/queries';
import { LotteryCard } from './LotteryCard';
import styles from './list.module.css';

/** /pages/lottery/lottery-categories: the families, their rules and plays, and their lotteries. */
export function LotteryCategoriesPage() {
  const hall = useLotteryList();
  const [type, setType] = useState<LotteryType>('k3');
  const lotteries =
    hall.status === 'ready' ? hall.data.groups.find((group) => group.type === type)?.list : undefined;
  const fetchedAt = hall.status === 'ready' ? hall.data.fetchedAt : 0;
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
