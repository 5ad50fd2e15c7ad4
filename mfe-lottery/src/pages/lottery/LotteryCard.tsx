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

/**
 * A lottery in the hall: the open expect counting down to its close, and the last draw under its own 期号 (the
 * open expect has no result yet); opens the game page.
 */
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
          <span data-testid="hall-open-expect">第{lottery.current_expect}期 截止</span>
          <Countdown
            to={fetchedAt + lottery.remaining_seconds * 1000}
            className={styles.countdown}
            {...(onExpectEnd ? { onEnd: onExpectEnd } : {})}
          />
        </span>
        {latest ? (
          <span className={styles.drawLine}>
            <span className={styles.drawExpect} data-testid="hall-draw-expect">
              第{latest.expect.split('-')[1] ?? latest.expect}期
            </span>
            <Balls key={latest.expect} type={lottery.type} numbers={latest.numbers} small reveal />
          </span>
        ) : null}
      </span>
    </Link>
  );
}
