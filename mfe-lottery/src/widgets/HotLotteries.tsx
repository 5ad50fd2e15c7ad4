import { Countdown } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type LotteryItem, lotteryApi } from '../api/lottery';
import { Balls } from '../pages/lottery/Balls';
import styles from './widgets.module.css';

/** Home widget: the hot lotteries with their countdown and last draw, each opening its game page. */
export function HotLotteries() {
  // Its own state, not useRequest: a refresh at a countdown's end that fails keeps the list on screen.
  const [list, setList] = useState<LotteryItem[] | null>(null);
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const [failed, setFailed] = useState(false);
  // Several lotteries often draw in the same second: their countdowns end together and share one read.
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    lotteryApi
      .list(true, { silent: true, loading: false })
      .then((result) => {
        setList(result.list);
        setFetchedAt(Date.now());
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => {
        loading.current = false;
      });
  }, []);
  useEffect(load, [load]);

  if (failed && !list) {
    return (
      <section className={styles.card} data-testid="hot-lotteries">
        <button type="button" className={styles.retry} onClick={load}>
          获取彩票列表失败，点击重试
        </button>
      </section>
    );
  }
  return (
    <section className={styles.card} data-testid="hot-lotteries">
      {(list ?? []).map((lottery) => (
        <Link key={lottery.id} to={`/pages/lottery/lottery-game?id=${lottery.id}`} className={styles.row}>
          <span className={styles.name}>{lottery.name}</span>
          <span className={styles.timer}>
            <Countdown to={fetchedAt + lottery.remaining_seconds * 1000} onEnd={load} />
          </span>
          {lottery.latest_open_code ? (
            <Balls type={lottery.type} numbers={lottery.latest_open_code.numbers} small />
          ) : null}
        </Link>
      ))}
      {list === null ? <div className={styles.placeholder} /> : null}
      <Link to="/pages/lottery/lottery-list" className={styles.more}>
        进入彩票大厅 ›
      </Link>
    </section>
  );
}
