import { formatClock } from '@app/shared';
import type { Sport } from '@app/shared/betting';
import { Link } from 'react-router-dom';
import type { MatchListItem } from '../../api/sports';
import { matchDetailPath } from '../bet/matchPath';
import styles from './gameplay.module.css';

const MATCH_LIVE = 1;
const MATCH_FINISHED = 2;

/**
 * One match of the tab's list: league, kick-off and teams on the left (cut with … when long), and on the right
 * a fixed column with the main play's odds, or the score once the match is under way, so rows never wrap.
 */
export function MatchRow({ match, sport }: { match: MatchListItem; sport: Sport }) {
  const started =
    (match.status === MATCH_LIVE || match.status === MATCH_FINISHED) && match.home_score !== null;
  const options = match.odds?.options ?? [];
  return (
    <Link
      className={styles.row}
      to={match.can_bet ? matchDetailPath(sport, match.id) : `/pages/live-match/detail?id=${match.id}`}
      data-testid={`gameplay-match-${match.id}`}
    >
      <div className={styles.info}>
        <div className={styles.meta}>
          <span className={styles.league}>{match.league_name}</span>
          <span>{formatClock(match.start_time)}</span>
          <span className={match.status === MATCH_LIVE ? styles.live : undefined}>{match.status_text}</span>
        </div>
        <div className={styles.team}>{match.home_team}</div>
        <div className={styles.team}>{match.away_team}</div>
      </div>
      {started ? (
        <div className={styles.score}>
          <strong>
            {match.home_score} : {match.away_score}
          </strong>
          {match.status === MATCH_LIVE && <small>{match.minute}'</small>}
        </div>
      ) : (
        <div
          className={styles.odds}
          style={{ gridTemplateColumns: `repeat(${Math.max(options.length, 1)}, 1fr)` }}
        >
          {options.map((option) => (
            <span key={option.option} className={styles.cell} data-testid="gameplay-odds-cell">
              <small>{option.name}</small>
              {option.odds}
            </span>
          ))}
          {options.length === 0 && <span className={styles.cell}>—</span>}
        </div>
      )}
    </Link>
  );
}
