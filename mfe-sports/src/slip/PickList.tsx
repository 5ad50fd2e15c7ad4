import { Countdown, formatClock, formatDateTime } from '@app/shared';
import { groupByMatch, lineShown } from '@app/shared/betting';
import { PickOdds } from './PickOdds';
import { isStale, type SlipPick } from './pick';
import { SingleBadge } from './SingleBadge';
import styles from './slip.module.css';
import { useSlip } from './useSlip';

const DAY_MS = 86_400_000;

/** 截止: the Beijing kick-off time, and the time left within a day of it. */
function Deadline({ startTime, now }: { startTime: string; now: number }) {
  const closesAt = Date.parse(startTime);
  const soon = closesAt - now < DAY_MS;
  return (
    <span className={styles.deadline}>
      截止 {soon ? formatClock(startTime) : formatDateTime(startTime)}
      {soon && (
        <>
          {' · 剩 '}
          <Countdown to={closesAt} />
        </>
      )}
    </span>
  );
}

/**
 * Every pick of the slip by match: 周X编号, teams, 截止, then play (单关 where the match offers it for
 * singles), option and odds, each removable. In 串关
 * each match has a 胆 toggle: a banker is in every sub-bet.
 */
export function PickList({ now }: { now: number }) {
  const selections = useSlip((state) => state.selections);
  const remove = useSlip((state) => state.remove);
  const mixed = useSlip((state) => state.mode === 'mixed');
  const toggleBanker = useSlip((state) => state.toggleBanker);
  return (
    <ul className={styles.matches} aria-label="已选比赛">
      {groupByMatch(selections).map((picks) => {
        const first = picks[0] as SlipPick;
        const stale = isStale(first, now);
        return (
          <li
            key={first.matchId}
            className={styles.match}
            data-stale={stale || undefined}
            data-testid="slip-match"
          >
            <div className={styles.matchHead}>
              <span className={styles.matchNo}>{first.matchNo}</span>
              <span className={styles.teams}>
                {first.home} <small>vs</small> {first.away}
              </span>
              {stale ? (
                <span className={styles.staleTag}>已停售</span>
              ) : (
                <Deadline startTime={first.startTime} now={now} />
              )}
              {mixed && !stale && (
                <button
                  type="button"
                  className={styles.bankerToggle}
                  aria-pressed={Boolean(first.banker)}
                  aria-label={`设胆 ${first.home}`}
                  onClick={() => toggleBanker(first.matchId)}
                >
                  胆
                </button>
              )}
            </div>
            {picks.map((pick) => (
              <div key={`${pick.play}:${pick.option}`} className={styles.pick}>
                <span className={styles.play}>
                  {pick.playName}
                  {pick.line ? `(${lineShown(pick.sport, pick.play, pick.line)})` : ''}
                  {pick.single && <SingleBadge />}
                </span>
                <span className={styles.option}>{pick.name}</span>
                <PickOdds
                  odds={pick.odds}
                  previousOdds={pick.previousOdds}
                  movedAt={pick.movedAt}
                  now={now}
                />
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`移除 ${first.home} ${pick.name}`}
                  onClick={() => remove(pick)}
                >
                  ×
                </button>
              </div>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
