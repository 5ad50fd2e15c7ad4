import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_OPS_TOKEN } from '../playwright.config';

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
export async function opsApi<T = unknown>(
  request: APIRequestContext,
  path: string,
  data?: unknown,
): Promise<T> {
  const reply = await request.post(`/api/ops${path}`, {
    headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(reply.status(), `ops ${path}: ${await reply.text()}`).toBe(200);
  return ((await reply.json()) as Envelope<T>).data;
}

/** Logs a player in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const session = await request.post('/api/v1/login', { data: { username, password } });
  return ((await session.json()) as Envelope<{ token: string }>).data.token;
}
