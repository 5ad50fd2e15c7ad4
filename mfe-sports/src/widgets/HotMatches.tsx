import { formatDateTime, useRequest } from '@app/shared';
import { Link } from 'react-router-dom';
import { sportsApi } from '../api/sports';
import { matchDetailPath } from '../pages/bet/matchPath';
import { OptionGrid } from '../pages/bet/OptionGrid';
import { useSlip } from '../slip/useSlip';
import styles from './widgets.module.css';

/** How many of the next open football matches home shows. */
const HOT_COUNT = 3;

/**
 * Home widget 热门赛事: the next open football matches offering 胜平负 for singles (单关, so they can be bet
 * whichever the slip's mode), with their odds. Tapping an odd adds it to the slip (the bet page's slip bar shows
 * it, reached by 去投注 at the top of the card); tapping the match opens it with all its plays.
 */
export function HotMatches() {
  const requested = useRequest(
    () =>
      sportsApi
        .sportMatches(
          'football',
          // A page of more than it shows: a match kicking off meanwhile is no longer open.
          { status: 0, play: 'winDrawLose', single: 1, per_page: HOT_COUNT * 2 },
          { silent: true },
        )
        .then((page) => page.list.filter((match) => match.can_bet && match.odds?.single).slice(0, HOT_COUNT))
        .catch(() => []),
    'sports:HotMatches:hot-matches',
  );
  const picks = useSlip((state) => state.selections.length);
  const matches = requested.status === 'ready' ? requested.data : null;
  return (
    <section className={styles.card} data-testid="hot-matches">
      {/* The way to the slip heads the card: an odd tapped on the matches below has 去投注 in view. */}
      <div className={styles.links}>
        <Link to="/betPages/football/index" data-testid="hot-matches-go">
          {picks > 0 ? `已选${picks}项 · 去投注` : '足球竞猜'}
        </Link>
        <Link to="/betPages/basketball/index">篮球竞猜</Link>
      </div>
      {matches?.length === 0 && <p className={styles.headline}>暂无可投注的赛事</p>}
      {matches?.map((match) => (
        <article key={match.id} className={styles.match} data-testid={`hot-match-${match.id}`}>
          <Link to={matchDetailPath('football', match.id)} className={styles.matchLink}>
            <span className={styles.meta}>
              {match.league_name} · {formatDateTime(match.start_time)}
            </span>
            <span className={styles.teams}>
              {match.home_team} vs {match.away_team}
            </span>
          </Link>
          {match.odds && <OptionGrid match={match} play={match.odds} sport="football" />}
        </article>
      ))}
    </section>
  );
}
