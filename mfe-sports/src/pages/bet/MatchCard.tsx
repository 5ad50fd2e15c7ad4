import { formatBeijing } from '@app/shared';
import type { PlayKey, Sport } from '@app/shared/betting';
import type { MatchListItem } from '../../api/sports';
import { useSlip } from '../../slip/useSlip';
import styles from './bet.module.css';

/** One match with the option grid of the chosen play; tapping an option adds it to the slip or removes it. */
export function MatchCard({ match, sport }: { match: MatchListItem; sport: Sport }) {
  const selections = useSlip((state) => state.selections);
  const toggle = useSlip((state) => state.toggle);
  const play = match.odds;
  if (!play) return null;
  const dense = play.options.length > 9;
  return (
    <article className={styles.card} data-testid={`match-${match.id}`}>
      <div className={styles.head}>
        <span>
          {match.match_no} {match.league_name}
        </span>
        <span>{formatBeijing(match.start_time, 'monthDayTime')}</span>
      </div>
      <div className={styles.teams}>
        {match.home_team} vs {match.away_team}
        {play.line && <span className={styles.line}>{play.line}</span>}
      </div>
      <div className={`${styles.grid} ${dense ? styles.dense : ''}`} data-count={play.options.length}>
        {play.options.map((option) => {
          const selected = selections.some(
            (s) => s.matchId === match.id && s.play === play.play && s.option === option.option,
          );
          return (
            <button
              key={option.option}
              type="button"
              className={styles.option}
              aria-pressed={selected}
              disabled={!match.can_bet}
              onClick={() =>
                toggle({
                  matchId: match.id,
                  sport,
                  play: play.play as PlayKey,
                  option: option.option,
                  name: option.name,
                  odds: option.odds,
                  ...(play.line ? { line: play.line } : {}),
                  matchNo: match.match_no,
                  home: match.home_team,
                  away: match.away_team,
                  startTime: match.start_time,
                  playName: play.name,
                })
              }
            >
              {option.name}
              <small>{option.odds}</small>
            </button>
          );
        })}
      </div>
    </article>
  );
}
