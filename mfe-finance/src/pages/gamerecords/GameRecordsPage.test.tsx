import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameRecordsApi } from '../../api/gameRecords';
import { type BettingRecord, reportsApi } from '../../api/reports';
import { GameRecordsPage } from './GameRecordsPage';

const sportsRecord: BettingRecord = {
  id: 'sports-3',
  source: 'sports',
  source_text: '体育',
  ref_no: 'SP20261121000000000001',
  title: '足球 · 单关',
  content: '曼城 vs 阿森纳 胜',
  stake: '2.00',
  payout: '3.70',
  profit: '1.70',
  status: 1,
  status_text: '已中奖',
  created_at: '2026-11-21T07:00:00Z',
  settled_at: '2026-11-21T09:00:00Z',
  link: '/betPages/order/detail?order_no=SP20261121000000000001',
};
const totals = {
  count: 2,
  stake_total: '1048.00',
  valid_total: '1002.00',
  pending_stake: '46.00',
  payout_total: '1003.70',
  profit_total: '1.70',
  pending_count: 1,
};

beforeEach(() => {
  vi.spyOn(reportsApi, 'bettingStats').mockResolvedValue({ ...totals, by_source: [] });
  vi.spyOn(reportsApi, 'bettingRecords').mockResolvedValue({
    list: [sportsRecord],
    total: 1,
    page: 1,
    per_page: 20,
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderPage = (path = '/financePages/gamerecords') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <GameRecordsPage />
    </MemoryRouter>,
  );

describe('game records page', () => {
  it('lists betting records with their profit and opens one with its picks and order link', async () => {
    vi.spyOn(reportsApi, 'bettingRecord').mockResolvedValue({
      ...sportsRecord,
      items: [{ label: '英超 曼城 vs 阿森纳', value: '胜平负 胜 @1.85', result_text: '赢' }],
    });
    renderPage();
    const row = await screen.findByTestId('betting-sports-3');
    expect(row.textContent).toContain('+1.70');
    // The server's figures, each under its one label, grouped: 投注总额 = 有效投注 + 待开奖.
    const summary = screen.getByTestId('betting-summary').textContent;
    expect(summary).toContain('投注总额（元）1,048.00');
    expect(summary).toContain('有效投注1,002.00');
    expect(summary).toContain('派奖1,003.70');
    expect(summary).toContain('投注盈亏+1.70');
    expect(summary).toContain('待开奖 1笔46.00');
    fireEvent.click(row);
    expect(await screen.findByText('胜平负 胜 @1.85')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整注单' }).getAttribute('href')).toBe(
      '/betPages/order/detail?order_no=SP20261121000000000001',
    );
    fireEvent.click(screen.getByRole('button', { name: '彩票' }));
    await waitFor(() =>
      expect(reportsApi.bettingRecords).toHaveBeenLastCalledWith(
        expect.objectContaining({ source: 'lottery' }),
      ),
    );
  });

  it('the game tab lists rounds of the game platforms', async () => {
    vi.spyOn(gameRecordsApi, 'recordStats').mockResolvedValue({
      count: 1,
      bet_total: '10.00',
      win_total: '25.00',
      profit_total: '15.00',
      by_platform: [
        {
          platform_code: 'xcdz',
          platform_name: '星辰电子',
          count: 1,
          bet_total: '10.00',
          win_total: '25.00',
          profit_total: '15.00',
        },
      ],
    });
    vi.spyOn(gameRecordsApi, 'records').mockResolvedValue({
      list: [
        {
          id: 5,
          round_no: 'R1',
          platform_code: 'xcdz',
          platform_name: '星辰电子',
          game_id: 1,
          game_name: '星辰宝藏',
          game_type: 'slot',
          game_type_name: '电子',
          bet: '10.00',
          win: '25.00',
          profit: '15.00',
          balance_before: '50.00',
          balance_after: '65.00',
          status: 1,
          status_text: '已结算',
          created_at: '2026-11-21T07:00:00Z',
        },
      ],
      total: 1,
      page: 1,
      per_page: 20,
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: '游戏记录' }));
    expect((await screen.findByTestId('round-5')).textContent).toContain('星辰宝藏 · 星辰电子');
    fireEvent.click(await screen.findByRole('button', { name: '星辰电子' }));
    await waitFor(() =>
      expect(gameRecordsApi.records).toHaveBeenLastCalledWith(
        expect.objectContaining({ platform_code: 'xcdz' }),
      ),
    );
  });
});
