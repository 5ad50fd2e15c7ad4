import { Empty, formatMoney, type Requested, Skeleton } from '@app/shared';
import type { Ranking, RankingEntry } from '../../api/rankings';
import styles from './ranking.module.css';

function Podium({ top }: { top: RankingEntry[] }) {
  // Second, first, third: the winner stands in the middle.
  const order = [top[1], top[0], top[2]];
  return (
    <div className={styles.podium}>
      {order.map((entry, index) =>
        entry ? (
          <div key={entry.rank} className={`${styles.step} ${styles[`step${entry.rank}`] ?? ''}`}>
            <span className={styles.medal}>{entry.rank}</span>
            <span className={styles.stepName}>{entry.name}</span>
            <span className={styles.stepAmount}>{formatMoney(entry.amount)}</span>
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an empty podium place has no identity.
          <div key={`empty-${index}`} className={styles.step} />
        ),
      )}
    </div>
  );
}

/** A ranking: the podium for the top three, the rest as rows, and the viewer's own place. */
export function RankingBoard({ state }: { state: Requested<Ranking> }) {
  if (state.status === 'loading') return <Skeleton />;
  if (state.status === 'error') return <Empty text="榜单加载失败，请稍后重试" />;
  const { list, mine } = state.data;
  if (list.length === 0) return <Empty text="暂无上榜玩家，快去争夺榜首吧" />;
  return (
    <div data-testid="ranking-board">
      <Podium top={list.slice(0, 3)} />
      <ol className={styles.rows}>
        {list.slice(3).map((entry) => (
          <li
            key={entry.rank}
            className={`${styles.row} ${entry.is_me ? styles.me : ''}`}
            data-testid="ranking-row"
          >
            <span className={styles.rank}>{entry.rank}</span>
            <span className={styles.name}>
              {entry.name}
              <em className={styles.vip}>VIP{entry.vip_level}</em>
            </span>
            <span className={styles.amount}>{formatMoney(entry.amount)}</span>
          </li>
        ))}
      </ol>
      {mine ? (
        <div className={styles.mine} data-testid="ranking-mine">
          <span>我的排名</span>
          <strong>{mine.rank ?? '未上榜'}</strong>
          <span>{formatMoney(mine.amount)} 元</span>
        </div>
      ) : null}
    </div>
  );
}
