import { Empty, formatDateTime, Page, publicChannels, Tabs, useRequest } from '@app/shared';
import { lineShown, type Sport } from '@app/shared/betting';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { useEffect } from 'react';
import { sportsApi } from '../../api/sports';
import { SingleBadge } from '../../slip/SingleBadge';
import { SlipBar } from '../../slip/SlipBar';
import { useSlip } from '../../slip/useSlip';
import { parseOddsUpdate, withOdds } from '../../store/live';
import styles from './bet.module.css';
import { OptionGrid } from './OptionGrid';

/**
 * /betPages/{sport}/index?match_id=: one match with every play it offers, each with its options at their
 * current odds (moves show at once; 单关 marks the plays it offers for singles, the others are 仅串关), any of
 * them added to the slip, whose bar stays at the bottom.
 */
export function MatchDetail({ matchId, sport }: { matchId: number; sport: Sport }) {
  const { mode, setMode, setSport } = useSlip();
  const requested = useRequest(
    () => sportsApi.detail(matchId, { silent: true }),
    `sports:MatchDetail:match-${matchId}`,
  );
  const { patch } = requested;

  useEffect(() => setSport(sport), [sport, setSport]);
  useEffect(
    () =>
      publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, (event, data) => {
        const update = event === REALTIME_EVENTS.oddsUpdated ? parseOddsUpdate(data) : null;
        if (!update || update.match_id !== matchId) return;
        patch((current) => ({ ...current, plays: current.plays.map((play) => withOdds(play, update)) }));
      }),
    [matchId, patch],
  );
  const match = requested.status === 'ready' ? requested.data : null;

  return (
    <Page title="赛事详情" padded>
      {requested.status === 'error' && <Empty text="赛事不存在" />}
      {match && (
        <>
          <header className={styles.matchHead} data-testid="detail-match-head">
            <div className={styles.head}>
              <span>
                {match.match_no} {match.league_name}
              </span>
              <span>
                {formatDateTime(match.start_time)} {match.status_text}
              </span>
            </div>
            <div className={styles.versus}>
              <strong>{match.home_team}</strong>
              <span>{match.home_score === null ? 'VS' : `${match.home_score} : ${match.away_score}`}</span>
              <strong>{match.away_team}</strong>
            </div>
          </header>
          <Tabs
            items={[
              { key: 'single', title: '单关' },
              { key: 'mixed', title: '串关' },
            ]}
            active={mode}
            onChange={(next) => setMode(next as 'single' | 'mixed')}
          />
          {!match.can_bet && <Empty text="本场比赛已停止投注" />}
          {match.plays.map((play) => (
            <section key={play.play} className={styles.card} data-testid={`play-${play.play}`}>
              <h3 className={styles.playTitle}>
                {play.name}
                {play.line && <span className={styles.line}>{lineShown(sport, play.play, play.line)}</span>}
                {play.single ? (
                  <SingleBadge />
                ) : (
                  mode === 'single' && <small className={styles.parlayOnly}>仅串关</small>
                )}
              </h3>
              <OptionGrid match={match} play={play} sport={sport} />
            </section>
          ))}
        </>
      )}
      <SlipBar />
    </Page>
  );
}
