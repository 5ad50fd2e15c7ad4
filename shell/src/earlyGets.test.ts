import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageReads } from './earlyGets';

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.location.hash = '';
});

const fetched = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url).replace(location.origin, ''));

describe('startPageReads', () => {
  it("starts the deep-linked page's first GETs for a stored session", () => {
    localStorage.setItem('app_session', JSON.stringify({ token: 't' }));
    window.location.hash = '#/pages/lottery/lottery-game?id=2';
    startPageReads();
    expect(fetched()).toEqual([
      '/api/v1/app/config/all',
      '/api/v1/liujiu/lottery/detail?lottery_id=2',
      '/api/v1/liujiu/play/list?lottery_id=2',
      '/api/v1/liujiu/lottery/current-expect?lottery_id=2',
      '/api/v1/liujiu/lottery/latest-open-code?lottery_id=2',
      '/api/v1/liujiu/bet/list?per_page=5&lottery_id=2',
      '/api/v1/notices/category/5',
    ]);
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toEqual({
      headers: { Accept: 'application/json', Authorization: 'Bearer t' },
    });
  });

  it('reads only the app config without a session, on other pages or for a game without an id', () => {
    window.location.hash = '#/pages/home/home';
    startPageReads();
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toEqual({ headers: { Accept: 'application/json' } });
    localStorage.setItem('app_session', JSON.stringify({ token: 't' }));
    window.location.hash = '#/pages/settings/settings';
    startPageReads();
    window.location.hash = '#/pages/lottery/lottery-game';
    startPageReads();
    expect(fetched()).toEqual(['/api/v1/app/config/all', '/api/v1/app/config/all', '/api/v1/app/config/all']);
  });
});
