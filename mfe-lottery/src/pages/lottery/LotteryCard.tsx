import { Countdown } from '@app/shared';
import { familyOf } from '@app/shared/lottery';
import { Link } from 'react-router-dom';
import type { LotteryItem } from '../../api/lottery';
import { Balls } from './Balls';
import styles from './list.module.css';

interface LotteryCardProps {
  lottery: LotteryItem;
  /** When the list was fetched (device clock): remaining_seconds counts from there. */
  fetchedAt: number;
  onExpectEnd?: () => void;
}

/** A lottery in the hall: its expect counting down and its last open code; opens the game page. */
export function LotteryCard({ lottery, fetchedAt, onExpectEnd }: LotteryCardProps) {
  const latest = lottery.latest_open_code;
  return (
    <Link
      to={`/pages/lottery/lottery-game?id=${lottery.id}`}
      className={styles.card}
      data-testid="lottery-card"
    >
      <span className={`${styles.icon} ${styles[lottery.type] ?? ''}`}>
        {familyOf(lottery.type)?.icon ?? '彩'}
      </span>
      <span className={styles.info}>
        <span className={styles.nameLine}>
          <b>{lottery.name}</b>
          {lottery.is_hot ? <em className={styles.hot}>热</em> : null}
          <span className={styles.interval}>
            {lottery.interval_seconds >= 60 ? `${lottery.interval_seconds / 60}分钟一期` : ''}
          </span>
        </span>
        <span className={styles.expectLine}>
          第{lottery.current_expect}期
          <Countdown
            to={fetchedAt + lottery.remaining_seconds * 1000}
            className={styles.countdown}
            {...(onExpectEnd ? { onEnd: onExpectEnd } : {})}
          />
        </span>
        {latest ? (
          <Balls key={latest.expect} type={lottery.type} numbers={latest.numbers} small reveal />
        ) : null}
      </span>
    </Link>
  );
}
