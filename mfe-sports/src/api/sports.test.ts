import { registerAuthBridge } from '@app/shared';
import { mockHttp, ok } from '@app/shared/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveApi } from './live';
import { ordersApi } from './orders';
import { sportsApi } from './sports';

beforeEach(() => registerAuthBridge({ getToken: () => 'tok' }));
const base = `${location.origin}/api`;
const paths = (calls: Array<{ method: string; url: string }>) =>
  calls.map((call) => `${call.method} ${call.url.replace(base, '')}`);

describe('sports, live and order modules call the SPEC 7 paths', () => {
  it('sportsApi and liveApi', async () => {
    const calls = mockHttp(() => ok({}));
    await sportsApi.matches({ sport_type: 1, date: '2026-05-21' });
    await sportsApi.statistics({ sport_type: 2 });
    await sportsApi.detail(7);
    await sportsApi.plays(7);
    await sportsApi.leagues({ sport_type: 1, page: 1, per_page: 20 });
    await sportsApi.playCatalog({ sport_type: 2 });
    await sportsApi.results();
    await sportsApi.leaguesList();
    await sportsApi.playsList(1);
    await sportsApi.sportMatches('basketball', { league_id: 3 });
    await sportsApi.odds('football', 7, 'score');
    await liveApi.football();
    await liveApi.basketball();
    await liveApi.live();
    await liveApi.all();
    await liveApi.statistics();
    await liveApi.detail(7);
    await liveApi.intelligence(7);
    await liveApi.missing();
    await liveApi.odds();
    await liveApi.footballOdds(7);
    await liveApi.basketballOdds();
    expect(paths(calls)).toEqual([
      'GET /v1/matches/list?sport_type=1&date=2026-05-21',
      'GET /v1/matches/statistics?sport_type=2',
      'GET /v1/matches/7/detail',
      'GET /v1/matches/7/plays',
      'GET /v1/leagues?sport_type=1&page=1&per_page=20',
      'GET /v1/plays?sport_type=2',
      'GET /v1/matches-list/results',
      'GET /v1/leagues-list',
      'GET /v1/plays-list?sport_type=1',
      'GET /v1/basketball/matches?league_id=3',
      'GET /v1/football/odds/7?betType=score',
      'GET /v1/live-matches/football',
      'GET /v1/live-matches/basketball',
      'GET /v1/live-matches/live',
      'GET /v1/live-matches/all',
      'GET /v1/live-matches/statistics',
      'GET /v1/live-matches/7/detail',
      'GET /v1/live-matches/intelligence?match_id=7',
      'GET /v1/live-matches/missing',
      'GET /v1/live-matches/odds',
      'GET /v1/live-matches/football-odds?match_id=7',
      'GET /v1/live-matches/basketball-odds',
    ]);
  });

  it('ordersApi sends the slip with an Idempotency-Key and pages combo details by 10', async () => {
    const calls = mockHttp(() => ok({}));
    const slip = {
      sport: 'football' as const,
      mode: 'mixed' as const,
      combos: ['3x4'],
      amount: 2,
      multiple: 1,
      selections: [{ match_id: 1, play: 'winDrawLose', option: 'win', odds: '1.85' }],
    };
    await ordersApi.submit(slip, 'key-1');
    await ordersApi.history({ status: 1 });
    await ordersApi.detail(3);
    await ordersApi.detailByNo('SP1');
    await ordersApi.comboDetails('SP1', { status: 2 });
    await ordersApi.comboStats('SP1');
    expect(paths(calls)).toEqual([
      'POST /v1/order/submit',
      'GET /v1/order/history?status=1',
      'GET /v1/order/detail/3',
      'GET /v1/order/by-no/SP1/detail',
      'GET /v1/order/by-no/SP1/combo-details?page=1&per_page=10&status=2',
      'GET /v1/order/by-no/SP1/combo-stats',
    ]);
    expect(calls[0]?.headers['idempotency-key']).toBe('key-1');
    expect(calls[0]?.data).toEqual(slip);
  });
});
