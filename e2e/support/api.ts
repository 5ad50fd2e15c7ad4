import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { ops } from './app';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface ApiReply<T> {
  status: number;
  body: Envelope<T>;
}

/** A player's API call straight to the e2e server (setup steps the UI suites do not test). */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<ApiReply<T>> {
  const response = await request.fetch(`/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as Envelope<T> };
}

/**
 * An operator's call straight to the ops API (what `pnpm ops` sends), answered 200: quicker than a CLI
 * process per step, so an operator's move lands inside a window the test opened (a bet delay, a submit).
 */
export async function opsApi(request: APIRequestContext, path: string, data?: unknown): Promise<void> {
  const reply = await request.post(`/api/ops${path}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.status(), `ops ${path}`).toBe(200);
}

/** Logs a player in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const session = await request.post('/api/v1/login', { data: { username, password } });
  return ((await session.json()) as Envelope<{ token: string }>).data.token;
}

/**
 * A football single on 总进球 0 (every match takes it as a single, 单关) settled at once as lost (0:3): stakes count as valid turnover (有效投注: rebates,
 * the withdrawal requirement, VIP) only once settled. It takes the last open match of the list, so the
 * settlement never closes a match that other tests pick (they take the first).
 */
export async function playLostFootballSingle(request: APIRequestContext, token: string, amount: number) {
  const matches = await api<{ list: Array<{ id: number; can_bet: boolean }> }>(
    request,
    token,
    'GET',
    '/v1/football/matches?per_page=100&status=0',
  );
  const match = matches.body.data.list.filter((candidate) => candidate.can_bet).at(-1);
  if (!match) throw new Error('no open football match');
  const plays = await api<{
    plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
  }>(request, token, 'GET', `/v1/matches/${match.id}/plays`);
  const option = plays.body.data.plays
    .find((candidate) => candidate.play === 'totalGoals')
    ?.options.find((candidate) => candidate.option === '0');
  if (!option) throw new Error('no 总进球 odds');
  const placed = await api(request, token, 'POST', '/v1/order/submit', {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount,
    multiple: 1,
    selections: [{ match_id: match.id, play: 'totalGoals', option: option.option, odds: option.odds }],
  });
  expect(placed.status).toBe(200);
  await ops('match:settle', String(match.id), '0:3');
}

/**
 * 胜负 主胜 at the current odds on an open basketball match that takes 胜负 as a single and starts in more than
 * an hour: the last such match for 跟单, the first for 合买, so the two suites never settle each other's match
 * (the football suites use their own lanes, no other suite settles basketball).
 */
export async function basketballHomeWin(request: APIRequestContext, token: string, which: 'first' | 'last') {
  const matches = await api<{ list: Array<{ id: number; can_bet: boolean; start_time: string }> }>(
    request,
    token,
    'GET',
    '/v1/basketball/matches?per_page=100&status=0',
  );
  const later = Date.now() + 3_600_000;
  const candidates = matches.body.data.list.filter(
    (match) => match.can_bet && Date.parse(match.start_time) > later,
  );
  for (const match of which === 'last' ? candidates.reverse() : candidates) {
    const plays = await api<{
      plays: Array<{ play: string; single: boolean; options: Array<{ option: string; odds: string }> }>;
    }>(request, token, 'GET', `/v1/matches/${match.id}/plays`);
    const winLose = plays.body.data.plays.find((play) => play.play === 'win-lose' && play.single);
    const win = winLose?.options.find((option) => option.option === 'win');
    if (win)
      return {
        matchId: match.id,
        selection: { match_id: match.id, play: 'win-lose', option: 'win', odds: win.odds },
      };
  }
  throw new Error('no open basketball match takes 胜负 as a single');
}

/** A basketball single on 胜负 主胜 (basketballHomeWin, the last match); `ops match:settle <id> 100:90` wins it. */
export async function placeBasketballHomeWin(request: APIRequestContext, token: string, amount: number) {
  const { matchId, selection } = await basketballHomeWin(request, token, 'last');
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
