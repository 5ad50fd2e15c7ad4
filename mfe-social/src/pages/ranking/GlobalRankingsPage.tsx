import { Page, Tabs, useRequest } from '@app/shared';
import { useState } from 'react';
import { type RankingType, rankingsApi } from '../../api/rankings';
import { RankingBoard } from './RankingBoard';
import { TYPE_TABS } from './RankingPage';
import styles from './ranking.module.css';

/** /minePages/globalrankings: the all-time boards of the whole site. */
export function GlobalRankingsPage() {
  const [type, setType] = useState<RankingType>('winnings');
  const board = useRequest(() => rankingsApi.global(type), `social:GlobalRankingsPage:global-${type}`);
  return (
    <Page title="全站排行">
      <Tabs items={TYPE_TABS} active={type} onChange={setType} />
      <div className={styles.body}>
        <p className={styles.caption}>全站累计{type === 'winnings' ? '派奖' : '有效投注'}排行（元）</p>
        <RankingBoard state={board} />
      </div>
    </Page>
  );
}
