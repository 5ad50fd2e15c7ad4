import { type APIRequestContext, expect } from '@playwright/test';

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

/** Logs a player in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const session = await request.post('/api/v1/login', { data: { username, password } });
  return ((await session.json()) as Envelope<{ token: string }>).data.token;
}

/** A football 胜平负 single of `amount` yuan placed through the API (the sports suite places them by hand). */
export async function placeFootballSingle(request: APIRequestContext, token: string, amount: number) {
  const matches = await api<{ list: Array<{ id: number; can_bet: boolean }> }>(
    request,
    token,
    'GET',
    '/v1/football/matches?per_page=100&status=0',
  );
  const match = matches.body.data.list.find((candidate) => candidate.can_bet);
  if (!match) throw new Error('no open football match');
  const plays = await api<{
    plays: Array<{ play: string; options: Array<{ option: string; odds: string }> }>;
  }>(request, token, 'GET', `/v1/matches/${match.id}/plays`);
  const option = plays.body.data.plays.find((candidate) => candidate.play === 'winDrawLose')?.options[0];
  if (!option) throw new Error('no 胜平负 odds');
  const placed = await api(request, token, 'POST', '/v1/order/submit', {
    sport: 'football',
    mode: 'single',
    combos: [],
    amount,
    multiple: 1,
    selections: [{ match_id: match.id, play: 'winDrawLose', option: option.option, odds: option.odds }],
  });
  expect(placed.status).toBe(200);
}
