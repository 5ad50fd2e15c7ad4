import { formatDateTime } from '@app/shared';
import { lineShown, type Sport } from '@app/shared/betting';
import { Link } from 'react-router-dom';
import type { MatchListItem } from '../../api/sports';
import { SingleBadge } from '../../slip/SingleBadge';
import styles from './bet.module.css';
import { matchDetailPath } from './matchPath';
import { OptionGrid } from './OptionGrid';

/**
 * One match with the option grid of the chosen play (单关 when the match offers it for singles); its head
 * opens the match with all its plays.
 */
export function MatchCard({ match, sport }: { match: MatchListItem; sport: Sport }) {
  const play = match.odds;
  if (!play) return null;
  return (
    <article className={styles.card} data-testid={`match-${match.id}`}>
      <Link to={matchDetailPath(sport, match.id)} className={styles.cardLink} data-testid="open-match-detail">
        <div className={styles.head}>
          <span>
            {match.match_no} {match.league_name}
          </span>
          <span>{formatDateTime(match.start_time)}</span>
        </div>
        <div className={styles.teams}>
          <span className={styles.teamNames}>
            {match.home_team} vs {match.away_team}
            {play.line && <span className={styles.line}>{lineShown(sport, play.play, play.line)}</span>}
            {play.single && <SingleBadge />}
          </span>
          <span className={styles.more}>{match.play_count > 1 ? `${match.play_count}种玩法 ›` : '›'}</span>
        </div>
      </Link>
      <OptionGrid match={match} play={play} sport={sport} />
    </article>
  );
}
