import { Page, Tabs, useRequest } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type RankingType, rankingsApi } from '../../api/rankings';
import { RankingBoard } from './RankingBoard';
import styles from './ranking.module.css';

export const TYPE_TABS: Array<{ key: RankingType; title: string }> = [
  { key: 'winnings', title: '盈利榜' },
  { key: 'turnover', title: '流水榜' },
];
const PERIOD_TABS: Array<{ key: 'day' | 'week'; title: string }> = [
  { key: 'day', title: '日榜' },
  { key: 'week', title: '周榜' },
];

/** /minePages/ranking: today's and this week's top players by winnings or turnover (names masked). */
export function RankingPage() {
  const [type, setType] = useState<RankingType>('winnings');
  const [period, setPeriod] = useState<'day' | 'week'>('day');
  const board = useRequest(
    () => rankingsApi.board(type, period),
    `social:RankingPage:ranking-${type}-${period}`,
  );
  return (
    <Page
      title="排行榜"
      right={
        <Link to="/minePages/globalrankings" className={styles.navLink}>
          全站榜
        </Link>
      }
    >
      <Tabs items={TYPE_TABS} active={type} onChange={setType} />
      <div className={styles.body}>
        <div className={styles.segment} role="tablist">
          {PERIOD_TABS.map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={tab.key === period}
              className={tab.key === period ? styles.segmentActive : ''}
              onClick={() => setPeriod(tab.key)}
            >
              {tab.title}
            </button>
          ))}
        </div>
        <RankingBoard state={board} />
      </div>
    </Page>
  );
}
