import type { PlayKey, Sport } from '@app/shared/betting';
import type { MatchInfo, PlayOdds } from '../../api/sports';
import { useSlip } from '../../slip/useSlip';
import styles from './bet.module.css';

/**
 * The options of one play of a match at their current odds; tapping one adds it to the slip (or takes it
 * out again). In 单关 a play the match offers in 串关 only cannot be picked. The bet list, the match detail
 * and the home 热门赛事 all add picks through this grid.
 */
export function OptionGrid({ match, play, sport }: { match: MatchInfo; play: PlayOdds; sport: Sport }) {
  const selections = useSlip((state) => state.selections);
  const toggle = useSlip((state) => state.toggle);
  const setSport = useSlip((state) => state.setSport);
  const current = useSlip((state) => state.sport);
  const parlayOnly = useSlip((state) => state.mode === 'single') && !play.single;
  const dense = play.options.length > 9;
  return (
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
            disabled={!match.can_bet || parlayOnly}
            onClick={() => {
              // A pick of the other sport starts that sport's slip, as opening its bet page does.
              if (current !== sport) setSport(sport);
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
                single: play.single,
              });
            }}
          >
            {option.name}
            <small>{option.odds}</small>
          </button>
        );
      })}
    </div>
  );
}
