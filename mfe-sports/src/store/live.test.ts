import { REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetail, MatchListItem } from '../api/sports';
import { applyLiveEvent, useLive } from './live';

const play = (odds: string) => ({
  play: 'winDrawLose',
  name: '胜平负',
  line: '',
  max_passes: 8,
  options: [
    { option: 'win', name: '胜', odds },
    { option: 'draw', name: '平', odds: '3.20' },
  ],
});
const match = (id: number) =>
  ({ id, status: 1, status_text: '进行中', minute: 10, home_score: 0, away_score: 0 }) as MatchListItem;
const detail = {
  ...match(7),
  statistics: { shots: [1, 0] },
  intelligence: [],
  plays: [play('1.85')],
} as unknown as MatchDetail;
const score = (id: number, status = 1) => ({
  match_id: id,
  sport_type: 1,
  status,
  status_text: status === 1 ? '进行中' : '已完场',
  minute: 61,
  home_score: 2,
  away_score: 1,
  half_home_score: 1,
  half_away_score: 0,
  statistics: { shots: [9, 4] },
});

afterEach(() => useLive.setState({ lists: {}, details: {} }));

describe('live store', () => {
  it('applies score.updated to the detail and the live list; a finished match leaves the list', () => {
    useLive.getState().setList('football', [match(7), match(8)]);
    useLive.getState().setDetail(detail);
    applyLiveEvent(REALTIME_EVENTS.scoreUpdated, score(7));
    const { lists, details } = useLive.getState();
    expect(lists.football?.[0]).toMatchObject({ minute: 61, home_score: 2, away_score: 1 });
    expect(lists.football?.[1]).toEqual(match(8));
    expect(details[7]).toMatchObject({
      minute: 61,
      home_score: 2,
      half_home_score: 1,
      statistics: { shots: [9, 4] },
    });

    applyLiveEvent(REALTIME_EVENTS.scoreUpdated, JSON.stringify(score(8, 2)));
    expect(useLive.getState().lists.football?.map((item) => item.id)).toEqual([7]);
  });

  it('applies odds.updated to the play of the match it names, option by option', () => {
    useLive.getState().setDetail(detail);
    applyLiveEvent(REALTIME_EVENTS.oddsUpdated, {
      match_id: 7,
      play: 'winDrawLose',
      options: [{ option: 'win', odds: '1.70' }],
    });
    applyLiveEvent(REALTIME_EVENTS.oddsUpdated, {
      match_id: 99,
      play: 'winDrawLose',
      options: [{ option: 'win', odds: '9.00' }],
    });
    expect(useLive.getState().details[7]?.plays[0]?.options.map((option) => option.odds)).toEqual([
      '1.70',
      '3.20',
    ]);
  });

  it('ignores malformed or unknown events', () => {
    useLive.getState().setDetail(detail);
    const before = useLive.getState().details;
    for (const [event, data] of [
      [REALTIME_EVENTS.scoreUpdated, { match_id: '7', minute: 1, status: 1, home_score: 1, away_score: 0 }],
      [REALTIME_EVENTS.scoreUpdated, { match_id: 7, status: 1 }],
      [REALTIME_EVENTS.scoreUpdated, { match_id: 7, minute: 1, status: 1, home_score: 1, away_score: 0 }],
      [REALTIME_EVENTS.scoreUpdated, 'not json'],
      [REALTIME_EVENTS.oddsUpdated, { match_id: 7, play: 'winDrawLose' }],
      ['match.deleted', { match_id: 7 }],
    ] as const) {
      applyLiveEvent(event, data);
    }
    expect(useLive.getState().details).toBe(before);
  });
});
