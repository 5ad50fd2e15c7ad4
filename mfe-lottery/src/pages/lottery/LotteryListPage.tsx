import { EntryGrid, Page, PullToRefresh, Section, Skeleton } from '@app/shared';
import { Link } from 'react-router-dom';
import { useLotteryList } from '../../api/queries';
import { useLotteryDrawn, useReloadOnReconnect } from '../../store/drawn';
import { GAME_ENTRIES } from './catalogue';
import { LotteryCard } from './LotteryCard';
import styles from './list.module.css';

/** /pages/lottery/lottery-list: 彩票大厅, every lottery by family with its countdown and last draw. */
export function LotteryListPage() {
  const hall = useLotteryList();
  const { reload: refresh } = hall;
  const groups = hall.status === 'ready' ? hall.data.groups : [];
  const fetchedAt = hall.status === 'ready' ? hall.data.fetchedAt : 0;
  // Each announced draw reloads the hall, so its result shows on the card at once.
  const connected = useLotteryDrawn(() => void refresh());
  useReloadOnReconnect(connected, refresh);

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
          {hall.status === 'loading' ? <Skeleton rows={6} /> : null}
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
