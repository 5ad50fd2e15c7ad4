import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { api, opsApi } from './api';
import { ops } from './app';

/**
 * The sports tests run in parallel on one simulator, as often as asked (--repeat-each). A test that settles,
 * voids or re-prices matches lists its own through the trading desk's 新增比赛 (listMatches), so it never runs
 * out of matches nor meets another test's. Every other test only reads the seeded matches, which no test changes:
 * ids up to the last one seeded before the suite began (support/ops-setup.ts).
 */
const SEEDED_UP_TO = Number(process.env.E2E_SEEDED_MATCHES_UP_TO ?? Number.POSITIVE_INFINITY);
export const isSeeded = (id: number) => id <= SEEDED_UP_TO;

type Sport = 'football' | 'basketball';
const SPORT_TYPES: Record<Sport, number> = { football: 1, basketball: 2 };

/** Listed matches kick off this long ahead: near the top of the lists, and open for any test's length. */
const KICKOFF_AHEAD_MS = 100 * 60_000;

/**
 * `count` new matches of `sport` for one test, each between two other clubs of one league (a test tells its
 * matches apart by their teams), `singles` the two- and three-way plays also offered for singles (the
 * many-outcome plays always are), kicking off `kickoffIn` ms from now. Their ids, as strings.
 */
export async function listMatches(
  request: APIRequestContext,
  sport: Sport,
  count: number,
  { singles = [], kickoffIn = KICKOFF_AHEAD_MS }: { singles?: string[]; kickoffIn?: number } = {},
): Promise<string[]> {
  const reply = await request.get('/api/ops/leagues', {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
  });
  const leagues = (
    (await reply.json()) as {
      data: Array<{ id: number; sport_type: number; teams: Array<{ id: number }> }>;
    }
  ).data;
  const league = leagues.find(
    (candidate) => candidate.sport_type === SPORT_TYPES[sport] && candidate.teams.length >= count * 2,
  );
  if (!league) throw new Error(`no ${sport} league with ${count * 2} clubs`);
  const shuffled = league.teams.map((team) => team.id).sort(() => Math.random() - 0.5);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const listed = await opsApi<{ id: number }>(request, '/matches', {
      league_id: league.id,
      home_team_id: shuffled[index * 2],
      away_team_id: shuffled[index * 2 + 1],
      kickoff_at: new Date(Date.now() + kickoffIn).toISOString(),
      singles,
    });
    ids.push(String(listed.id));
  }
  listedByThisTest.push(...ids);
  return ids;
}

/** The matches the running test listed (a worker runs one test at a time). */
const listedByThisTest: string[] = [];

/**
 * After each test: its listed matches still open are called off, so the open lists (the bet page's, 热门赛事)
 * hold the seeded matches and the running tests' own, however many tests ran before.
 */
export async function voidListedMatches(request: APIRequestContext): Promise<void> {
  for (const id of listedByThisTest.splice(0)) {
    // A match the test settled or voided itself answers 422: nothing left to do.
    await request.post(`/api/ops/matches/${id}/void`, {
      headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    });
  }
}

/**
 * A football match of the test's own in play (滚球) with 胜平负 平 on its board: listed as kicked off a minute
 * ago, live from the simulator's next tick. Never another test's, so nobody settles it meanwhile.
 */
export async function listLiveMatch(request: APIRequestContext): Promise<number> {
  const [listed = ''] = await listMatches(request, 'football', 1, { kickoffIn: -60_000 });
  const id = Number(listed);
  await expect
    .poll(
      async () => {
        const reply = await request.get('/api/v1/live-matches/football-odds');
        const boards = (
          (await reply.json()) as {
            data: Array<{
              match_id: number;
              plays: Array<{ play: string; options: Array<{ option: string }> }>;
            }>;
          }
        ).data;
        return (
          boards
            .find((board) => board.match_id === id)
            ?.plays.some(
              (play) =>
                play.play === 'winDrawLose' && play.options.some((option) => option.option === 'draw'),
            ) ?? false
        );
      },
      { message: `listed match ${id} goes in play with 胜平负 平 on its board` },
    )
    .toBe(true);
  return id;
}

/** One listed match's current odds of `play` `option`, as a player's slip sends them. */
export async function oddsOf(
  request: APIRequestContext,
  token: string,
  id: string,
  play: string,
  option: string,
) {
  const plays = await api<{
    plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
  }>(request, token, 'GET', `/v1/matches/${id}/plays`);
  const odds = plays.body.data.plays
    .find((candidate) => candidate.play === play)
    ?.options.find((candidate) => candidate.option === option)?.odds;
  if (!odds) throw new Error(`match ${id} offers no ${play} ${option}`);
  return odds;
}

/**
 * A seeded match a test takes from the bet page kicks off at least this long after: the seeded schedule follows
 * the wall clock, and a match kicking off during the test closes its betting (合买 five minutes before), which
 * failed a run at an hour when the first listed match was minutes from kick-off.
 */
const SEEDED_KICKOFF_LEAD_MS = 30 * 60_000;

/**
 * The ids, in list order, of the first `count` open seeded matches on the bet page that is showing, each kicking
 * off at least SEEDED_KICKOFF_LEAD_MS from now.
 */
export async function openSeededMatchIds(page: Page, count: number): Promise<string[]> {
  const kickoffs = new Map<string, number>();
  const kickoffOf = async (id: string) => {
    if (!kickoffs.has(id)) {
      const reply = await page.request.get(`/api/v1/matches/${id}/detail`);
      const body = (await reply.json()) as { data?: { start_time?: string } };
      kickoffs.set(id, Date.parse(body.data?.start_time ?? '') || 0);
    }
    return kickoffs.get(id) ?? 0;
  };
  const read = async () => {
    const shown = (
      await page
        .locator('article[data-testid^="match-"]')
        .evaluateAll((cards) =>
          cards
            .filter((card) => card.querySelector('button:not([disabled])'))
            .map((card) => (card.getAttribute('data-testid') ?? '').replace('match-', '')),
        )
    ).filter((id) => isSeeded(Number(id)));
    const openLongEnough: string[] = [];
    for (const id of shown) {
      if ((await kickoffOf(id)) > Date.now() + SEEDED_KICKOFF_LEAD_MS) openLongEnough.push(id);
      if (openLongEnough.length === count) break;
    }
    return openLongEnough;
  };
  await expect.poll(async () => (await read()).length).toBeGreaterThanOrEqual(count);
  return (await read()).slice(0, count);
}

/** Taps the home win (the first option) of each of `ids` on the bet page that is showing. */
export async function pickHomeWins(page: Page, ids: readonly string[]): Promise<void> {
  for (const id of ids) await page.getByTestId(`match-${id}`).getByRole('button').first().click();
}

/**
 * A football single on 总进球 0 (every match takes it as a single, 单关) settled at once as lost (0:3): stakes
 * count as valid turnover (有效投注: rebates, the withdrawal requirement, VIP) only once settled.
 */
export async function playLostFootballSingle(request: APIRequestContext, token: string, amount: number) {
  const [id = ''] = await listMatches(request, 'football', 1);
  const odds = await oddsOf(request, token, id, 'totalGoals', '0');
  const placed = await api(request, token, 'POST', '/v1/order/submit', {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount,
    multiple: 1,
    selections: [{ match_id: Number(id), play: 'totalGoals', option: '0', odds }],
  });
  expect(placed.status).toBe(200);
  await ops('match:settle', id, '0:3');
}

/** 胜负 主胜 at the current odds on a basketball match of the test's own that takes 胜负 as a single. */
export async function basketballHomeWin(request: APIRequestContext, token: string) {
  const [id = ''] = await listMatches(request, 'basketball', 1, { singles: ['win-lose'] });
  const odds = await oddsOf(request, token, id, 'win-lose', 'win');
  return { matchId: Number(id), selection: { match_id: Number(id), play: 'win-lose', option: 'win', odds } };
}

/** A basketball single on 胜负 主胜 (basketballHomeWin); `ops match:settle <id> 100:90` wins it. */
export async function placeBasketballHomeWin(request: APIRequestContext, token: string, amount: number) {
  const { matchId, selection } = await basketballHomeWin(request, token);
  const placed = await api<{ id: number; stake: string }>(request, token, 'POST', '/v1/order/submit', {
    sport: 'basketball',
    mode: 'single',
    combos: [],
    amount,
    multiple: 1,
    selections: [selection],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { matchId, orderId: placed.body.data.id, odds: selection.odds };
}
