import { CategoryNotices, Empty, NOTICE_CATEGORY, Page, publicChannels, Tabs, useRequest } from '@app/shared';
import { PLAYS, type PlayKey, type Sport } from '@app/shared/betting';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { sportsApi } from '../../api/sports';
import { SlipBar } from '../../slip/SlipBar';
import { useSlip } from '../../slip/useSlip';
import { parseOddsUpdate, withOdds } from '../../store/live';
import { useRouteTitle } from '../titles';
import styles from './bet.module.css';
import { MatchCard } from './MatchCard';
import { MatchDetail } from './MatchDetail';
import { useLeagues } from './useLeagues';

/**
 * /betPages/football/index and /betPages/basketball/index: plays, filters, option grids and the slip; with
 * ?match_id= the one match with all its plays.
 */
export function BetPage() {
  const sport: Sport = useLocation().pathname.includes('basketball') ? 'basketball' : 'football';
  const matchId = Number(useSearchParams()[0].get('match_id'));
  return matchId > 0 ? <MatchDetail matchId={matchId} sport={sport} /> : <BetList sport={sport} />;
}

function BetList({ sport }: { sport: Sport }) {
  const { mode, betType, setMode, setBetType, setSport } = useSlip();
  const [leagueId, setLeagueId] = useState(0);

  useEffect(() => setSport(sport), [sport, setSport]);
  const play = PLAYS[sport].some((candidate) => candidate.key === betType) ? betType : PLAYS[sport][0]?.key;

  const leagues = useLeagues(sport);
  const requested = useRequest(
    () =>
      sportsApi
        .sportMatches(sport, { status: 0, play, per_page: 50, ...(leagueId ? { league_id: leagueId } : {}) })
        .then((page) => page.list.filter((match) => match.can_bet))
        .catch(() => []),
    `sports:BetPage:matches-${sport}-${play}-${leagueId}`,
  );
  const { patch } = requested;
  const matches = requested.status === 'ready' ? requested.data : null;

  // Odds that move while the page is open show at once (the slip keeps the odds the player chose).
  useEffect(
    () =>
      publicChannels.subscribe(REALTIME_CHANNELS.liveMatches, (event, data) => {
        const update = event === REALTIME_EVENTS.oddsUpdated ? parseOddsUpdate(data) : null;
        if (!update) return;
        patch((current) =>
          current.map((match) =>
            match.id === update.match_id && match.odds
              ? { ...match, odds: withOdds(match.odds, update) }
              : match,
          ),
        );
      }),
    [patch],
  );

  // 单关 lists the matches offering the play for singles; 串关 takes every match.
  const listed = mode === 'single' ? matches?.filter((match) => match.odds?.single) : matches;

  return (
    <Page title={useRouteTitle()} padded>
      <div className={styles.toolbar}>
        <Tabs
          items={[
            { key: 'single', title: '单关' },
            { key: 'mixed', title: '串关' },
          ]}
          active={mode}
          onChange={(next) => setMode(next as 'single' | 'mixed')}
        />
        <Tabs
          items={PLAYS[sport].map((candidate) => ({ key: candidate.key, title: candidate.name }))}
          active={play ?? ''}
          onChange={(next) => setBetType(next as PlayKey)}
        />
        <Tabs
          items={[
            { key: 0, title: '全部' },
            ...leagues.map((league) => ({
              key: league.id,
              title: league.name,
            })),
          ]}
          active={leagueId}
          onChange={setLeagueId}
        />
      </div>
      <CategoryNotices category={NOTICE_CATEGORY.betting} compact />
      {!listed ? null : listed.length === 0 ? (
        <Empty text={mode === 'single' ? '暂无支持单关的比赛' : '暂无可投注的比赛'} />
      ) : (
        listed.map((match) => <MatchCard key={match.id} match={match} sport={sport} />)
      )}
      <SlipBar />
    </Page>
  );
}
