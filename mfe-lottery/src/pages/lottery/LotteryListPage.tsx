import { EntryGrid, Page, PullToRefresh, Section, Skeleton } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLotteryDrawn } from '../../store/drawn';
import { useLotteryHall } from '../../store/hall';
import { GAME_ENTRIES } from './catalogue';
import { LotteryCard } from './LotteryCard';
import styles from './list.module.css';

/** /pages/lottery/lottery-list: 彩票大厅, every lottery by family with its countdown and last draw. */
export function LotteryListPage() {
  const groups = useLotteryHall((state) => state.lotteryList);
  const loaded = useLotteryHall((state) => state.listLoaded);
  const fetchLotteryList = useLotteryHall((state) => state.fetchLotteryList);
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const refresh = useCallback(async () => {
    await fetchLotteryList();
    setFetchedAt(Date.now());
  }, [fetchLotteryList]);
  // Each announced draw reloads the hall, so its result shows on the card at once.
  const connected = useLotteryDrawn(() => void refresh());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a (re)connect reloads what was missed meanwhile
  useEffect(() => {
    void refresh();
  }, [refresh, connected]);

  return (
    <Page
      title="彩票大厅"
      right={
        <Link className={styles.navLink} to="/pages/lottery/lottery-categories">
          分类
        </Link>
      }
    >
      <PullToRefresh onRefresh={refresh}>
        <div className={styles.page}>
          {!loaded ? <Skeleton rows={6} /> : null}
          {groups.map((group) => (
            <Section key={group.type} title={group.type_name}>
              <div className={styles.cards}>
                {group.list.map((lottery) => (
                  <LotteryCard
                    key={lottery.id}
                    lottery={lottery}
                    fetchedAt={fetchedAt}
                    onExpectEnd={() => void refresh()}
                  />
                ))}
              </div>
            </Section>
          ))}
          <Section title="更多玩法">
            <EntryGrid entries={GAME_ENTRIES} />
          </Section>
        </div>
      </PullToRefresh>
    </Page>
  );
}
