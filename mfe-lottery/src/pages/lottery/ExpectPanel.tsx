import { Countdown } from '@app/shared';
import { Balls, DrawingBalls } from './Balls';
import styles from './game.module.css';
import type { useExpectClock } from './useExpectClock';

type Clock = ReturnType<typeof useExpectClock>;

/** Head of the game and detail pages: the expect taking bets with its countdown, and the last result. */
export function ExpectPanel({ type, clock }: { type: string; clock: Clock }) {
  const { currentExpect, latestOpenCode, awaiting, onClose } = clock;
  return (
    <section className={styles.panel} data-testid="expect-panel">
      <div className={styles.panelRow}>
        <span className={styles.panelLabel}>
          第 <b data-testid="current-expect">{currentExpect?.expect ?? '--'}</b> 期
        </span>
        <span className={styles.panelClock}>
          距封盘
          {currentExpect ? (
            <Countdown to={currentExpect.closesAt} onEnd={onClose} className={styles.countdown} />
          ) : (
            <span className={styles.countdown}>--:--</span>
          )}
        </span>
      </div>
      <div className={styles.panelResult}>
        {awaiting ? (
          <>
            <span className={styles.panelLabel}>
              第 <b>{awaiting}</b> 期 <em className={styles.drawing}>开奖中</em>
            </span>
            <DrawingBalls type={type} />
          </>
        ) : latestOpenCode ? (
          <>
            <span className={styles.panelLabel}>
              第 <b data-testid="latest-expect">{latestOpenCode.expect}</b> 期
            </span>
            <Balls
              key={latestOpenCode.expect}
              type={type}
              numbers={latestOpenCode.numbers}
              small={type === 'pk10'}
              reveal
            />
          </>
        ) : (
          <span className={styles.panelLabel}>暂无开奖</span>
        )}
      </div>
    </section>
  );
}
