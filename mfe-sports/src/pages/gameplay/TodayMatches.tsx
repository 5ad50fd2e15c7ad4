import { beijingDate, Empty, Section, Tabs, useRequest } from '@app/shared';
import type { Sport } from '@app/shared/betting';
import { useState } from 'react';
import { sportsApi } from '../../api/sports';
import { useLeagues } from '../bet/useLeagues';
import { MatchRow } from './MatchRow';

/** The next three match days in Beijing time (YYYY-MM-DD), the dates fixtures are listed by. */
export function matchDays(now = Date.now()): string[] {
  return [0, 1, 2].map((offset) => beijingDate(now, offset));
}

/** The tab's match list: sport switch, date and league filters, each match with the odds of its main play. */
export function TodayMatches() {
  const [sport, setSport] = useState<Sport>('football');
  const days = matchDays();
  const [date, setDate] = useState(days[0] as string);
  const [leagueId, setLeagueId] = useState(0);
  const leagues = useLeagues(sport);
  const requested = useRequest(
    () =>
      sportsApi
        .sportMatches(
          sport,
          { date, per_page: 50, ...(leagueId ? { league_id: leagueId } : {}) },
          { silent: true },
        )
        .then((page) => page.list)
        .catch(() => []),
    `sports:TodayMatches:matches-${sport}-${date}-${leagueId}`,
  );
  const matches = requested.status === 'ready' ? requested.data : null;

  return (
    <Section title="赛事">
      <Tabs
        items={[
          { key: 'football', title: '足球' },
          { key: 'basketball', title: '篮球' },
        ]}
        active={sport}
        onChange={(next) => {
          setSport(next);
          setLeagueId(0);
        }}
      />
      <Tabs items={days.map((day) => ({ key: day, title: day.slice(5) }))} active={date} onChange={setDate} />
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
      {matches?.length === 0 && <Empty text="当日暂无赛事" />}
      {matches?.map((match) => (
        <MatchRow key={match.id} match={match} sport={sport} />
      ))}
    </Section>
  );
}
