import { LOADING_DELAY_MS, registerAuthBridge, useLoadingStore } from '@app/shared';
import { mockHttp, ok } from '@app/shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from './lottery';

beforeEach(() => registerAuthBridge({ getToken: () => 'tok' }));
afterEach(() => vi.useRealTimers());
const base = `${location.origin}/api`;

describe('lotteryApi', () => {
  it('calls the SPEC 7 lottery paths with their parameters', async () => {
    const calls = mockHttp(() => ok({}));
    await lotteryApi.list(true);
    await lotteryApi.detail(1);
    await lotteryApi.currentExpect(1);
    await lotteryApi.openCode(1, '20261121-0481');
    await lotteryApi.historyOpenCodes(1, { page: 2 });
    await lotteryApi.latestOpenCode(1);
    await lotteryApi.settlementStats(1);
    await lotteryApi.plays(1);
    await lotteryApi.playDetail('k3_hz');
    await lotteryApi.calculateItemCount({ play_id: 'k3_hz', codes: '3' });
    await lotteryApi.validateBetCodes({ play_id: 'k3_hz', codes: '3' });
    await lotteryApi.createBet(
      { lottery_id: 1, play_id: 'k3_hz', codes: '3', amount: '2', multiple: 1 },
      'key-1',
    );
    await lotteryApi.cancelBet(5);
    await lotteryApi.batchCancel([5, 6]);
    await lotteryApi.bets({ status: 0 });
    await lotteryApi.betDetail(5);
    await lotteryApi.betStats();
    await lotteryApi.trend(1);
    expect(calls.map((call) => `${call.method} ${call.url.replace(base, '')}`)).toEqual([
      'GET /v1/liujiu/lottery/list?only_hot=1',
      'GET /v1/liujiu/lottery/detail?lottery_id=1',
      'GET /v1/liujiu/lottery/current-expect?lottery_id=1',
      'GET /v1/liujiu/lottery/open-code?lottery_id=1&expect=20261121-0481',
      'GET /v1/liujiu/lottery/history-open-codes?lottery_id=1&page=2',
      'GET /v1/liujiu/lottery/latest-open-code?lottery_id=1',
      'GET /v1/liujiu/lottery/settlement-stats?lottery_id=1',
      'GET /v1/liujiu/play/list?lottery_id=1',
      'GET /v1/liujiu/play/detail?play_id=k3_hz',
      'POST /v1/liujiu/play/calculate-item-count',
      'POST /v1/liujiu/play/validate-bet-codes',
      'POST /v1/liujiu/bet/create',
      'POST /v1/liujiu/bet/cancel',
      'POST /v1/liujiu/bet/batch-cancel',
      'GET /v1/liujiu/bet/list?status=0',
      'GET /v1/liujiu/bet/detail?bet_id=5',
      'GET /v1/liujiu/bet/stats',
      'GET /v1/liujiu/bet/trend?lottery_id=1&limit=30',
    ]);
    expect(calls[11]?.headers['idempotency-key']).toBe('key-1');
    expect(calls[13]?.data).toEqual({ bet_ids: [5, 6] });
  });

  it('current expect and latest open code never show the loading overlay; other calls do', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    mockHttp(() => new Promise((resolve) => (release = () => resolve(ok({})))));
    const quiet = lotteryApi.currentExpect(1);
    vi.advanceTimersByTime(LOADING_DELAY_MS + 10);
    expect(useLoadingStore.getState().visible).toBe(false);
    release();
    await quiet;
    const latest = lotteryApi.latestOpenCode(1);
    vi.advanceTimersByTime(LOADING_DELAY_MS + 10);
    expect(useLoadingStore.getState().visible).toBe(false);
    release();
    await latest;
    const list = lotteryApi.list();
    vi.advanceTimersByTime(LOADING_DELAY_MS + 10);
    expect(useLoadingStore.getState().visible).toBe(true);
    release();
    await list;
    expect(useLoadingStore.getState().visible).toBe(false);
  });
});
