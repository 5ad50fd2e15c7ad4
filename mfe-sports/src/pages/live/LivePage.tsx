import { Empty, ListRow, Muted, Page, Section, Tabs } from '@app/shared';
import { sportOfType } from '@app/shared/betting';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { inplayApi } from '../../api/inplay';
import { liveApi } from '../../api/live';
import type { MatchListItem, PlayOdds } from '../../api/sports';
import { InPlaySlip } from '../../inplay/InPlaySlip';
import inplayStyles from '../../inplay/inplay.module.css';
import { liveClock } from '../../inplay/matchClock';
import { isInPlayPlay, useInPlay } from '../../inplay/useInPlay';
import { useMarketFeed } from '../../inplay/useMarketFeed';
import { useLive } from '../../store/live';
import { useLiveFeed } from '../../store/useLiveFeed';
import { useRouteTitle } from '../titles';
import { LiveOdds } from './LiveOdds';
import styles from './live.module.css';

const score = (match: { home_score: number | null; away_score: number | null }) =>
  match.home_score === null ? 'vs' : `${match.home_score} : ${match.away_score}`;

/**
 * /pages/live-match/detail: live lists by sport, or one match (?id=) with odds, statistics and intelligence;
 * scores and odds follow the live channel without a reload (polling while the socket is down).
 */
export function LivePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <Page title={useRouteTitle()} padded>
      {id > 0 ? <LiveDetail id={id} /> : <LiveList />}
    </Page>
  );
}

function LiveList() {
  const [sport, setSport] = useState<'football' | 'basketball'>('football');
  const list = useLive((state) => state.lists[sport]);
  useLiveFeed(async () => {
    const page = await liveApi[sport]({ per_page: 50 }, { silent: true, loading: false });
    useLive.getState().setList(sport, page.list);
  }, sport);
  return (
    <>
      <Tabs
        items={[
          { key: 'football', title: '足球' },
          { key: 'basketball', title: '篮球' },
        ]}
        active={sport}
        onChange={setSport}
      />
      {list && list.length === 0 && <Empty text="暂无进行中的比赛" />}
      {list?.map((match: MatchListItem) => (
        <ListRow key={match.id} to={`/pages/live-match/detail?id=${match.id}`}>
          <span className={styles.listMatch} data-testid="live-list-match">
            <span>
              <span className={styles.inPlayTag}>滚球</span>
              {match.home_team} {score(match)} {match.away_team}
              <Muted inline> {match.league_name}</Muted>
            </span>
            {match.odds && match.odds.options.length > 0 && (
              <span className={styles.mainOdds} data-testid="live-list-odds">
                {match.odds.options.map((option) => (
                  <span key={option.option}>
                    {option.name} <b>{option.odds}</b>
                  </span>
                ))}
              </span>
            )}
          </span>
          <span>{liveClock(match)}</span>
        </ListRow>
      ))}
    </>
  );
}

function LiveDetail({ id }: { id: number }) {
  const match = useLive((state) => state.details[id]);
  const market = useInPlay((state) => state.markets[id]);
  const picks = useInPlay((state) => state.picks);
  useMarketFeed();
  useLiveFeed(async () => {
    // The in-play market state rides along (its changes then arrive as `market.status`).
    void inplayApi
      .markets(id, { silent: true, loading: false })
      .then((state) => useInPlay.getState().setMarkets(state.markets, state.bet_delay_seconds))
      .catch(() => undefined);
    useLive.getState().setDetail(await liveApi.detail(id, { silent: true, loading: false }));
  }, String(id));
  if (!match) return null;
  const live = match.status === 1 && match.sport_type <= 2;
  const sport = match.sport_type === 1 ? 'football' : 'basketball';
  const bettable = (play: PlayOdds) =>
    live && market?.open !== false && isInPlayPlay(match.sport_type, play.play);
  const onPick = (play: PlayOdds, option: PlayOdds['options'][number]) =>
    useInPlay.getState().toggle({
      matchId: id,
      sport,
      play: play.play,
      playName: play.name,
      line: play.line,
      option: option.option,
      name: option.name,
      odds: option.odds,
      teams: `${match.home_team} vs ${match.away_team}`,
    });
  const picked = (play: PlayOdds, option: PlayOdds['options'][number]) =>
    picks.some((pick) => pick.matchId === id && pick.play === play.play && pick.option === option.option);
  // While live, the board is the in-play one: the plays a live book keeps open.
  const plays = live
    ? (match.plays ?? []).filter((play) => isInPlayPlay(match.sport_type, play.play))
    : (match.plays ?? []);
  return (
    <>
      <Section title={`${match.league_name} · ${match.status_text}`}>
        <ListRow>
          <span>{match.home_team}</span>
          <strong className={styles.score} data-testid="live-score">
            {score(match)}
          </strong>
          <span>{match.away_team}</span>
        </ListRow>
        <Muted>{match.status === 1 ? `比赛进行中 ${liveClock(match)}` : match.status_text}</Muted>
        {Object.entries(match.statistics).map(([name, values]) => (
          <ListRow key={name}>
            <span>{values[0]}</span>
            <Muted inline>{STAT_NAMES[name] ?? name}</Muted>
            <span>{values[1]}</span>
          </ListRow>
        ))}
      </Section>
      {live && market?.open === false && (
        <div className={inplayStyles.suspended} role="status" data-testid="inplay-suspended">
          盘口暂停中{market.reason ? `（${market.reason}）` : ''}，稍后恢复
        </div>
      )}
      <LiveOdds
        plays={plays}
        suspended={live && market?.open === false}
        sport={sportOfType(match.sport_type)}
        bettable={bettable}
        picked={picked}
        onPick={onPick}
      />
      <Section title="赛前情报">
        {match.intelligence.map((line) => (
          <ListRow key={line}>
            <span>{line}</span>
          </ListRow>
        ))}
      </Section>
      <InPlaySlip />
    </>
  );
}

const STAT_NAMES: Record<string, string> = {
  possession: '控球率',
  shots: '射门',
  shots_on_target: '射正',
  corners: '角球',
  yellow_cards: '黄牌',
  rebounds: '篮板',
  assists: '助攻',
  three_pointers: '三分',
  fouls: '犯规',
};
