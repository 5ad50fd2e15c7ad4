import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GET_TTL_MS, startEarlyGets, storedToken, takeEarlyGet } from './early';
import { transport } from './transport';

const URL_A = 'http://localhost/api/v1/user/balance';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(JSON.stringify({ code: 200, data: { balance: '1.00' } }), { status: 200 }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('early GETs', () => {
  it('sends the client headers and hands the answer out once, for the same credentials', async () => {
    startEarlyGets([URL_A], 'Bearer t');
    expect(fetch).toHaveBeenCalledWith(URL_A, {
      headers: { Accept: 'application/json', Authorization: 'Bearer t' },
    });
    expect(takeEarlyGet(URL_A, 'Bearer other')).toBeNull();
    startEarlyGets([URL_A], 'Bearer t');
    const answer = await takeEarlyGet(URL_A, 'Bearer t');
    expect(answer?.status).toBe(200);
    expect(takeEarlyGet(URL_A, 'Bearer t')).toBeNull();
  });

  it('is not taken once older than its time to live', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyGets([URL_A], null);
    vi.advanceTimersByTime(EARLY_GET_TTL_MS + 1);
    expect(takeEarlyGet(URL_A, null)).toBeNull();
  });

  it('answers the transport GET in place of a request of its own', async () => {
    startEarlyGets([`${URL_A}?x=1`], 'Bearer t');
    const response = await transport.send({
      method: 'GET',
      url: '/v1/user/balance',
      baseURL: 'http://localhost/api',
      params: { x: 1 },
      headers: { Accept: 'application/json', Authorization: 'Bearer t' },
      data: undefined,
      timeout: 1000,
      responseType: 'json',
    });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ code: 200, data: { balance: '1.00' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the stored token without the session store', () => {
    expect(storedToken()).toBeNull();
    localStorage.setItem('app_session', JSON.stringify({ token: 'abc' }));
    expect(storedToken()).toBe('abc');
  });
});
