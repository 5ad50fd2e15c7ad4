import { useRealtime, useToastStore } from '@app/shared';
import { expectAt, type LotteryDraw, trendOf } from '@app/shared/lottery';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '../../api/lottery';
import { LotteryDetailPage } from './LotteryDetailPage';
import { betJson, currentExpectJson, jsk3Detail, openCode } from './lottery.fixture';

const slot = expectAt(60, Date.now());
const previous = expectAt(60, slot.openAt.getTime() - 1000);
const draws = [
  { expect: '20261121-0001', numbers: [1, 2, 3] },
  { expect: '20261121-0002', numbers: [2, 2, 6] },
  { expect: '20261121-0003', numbers: [1, 4, 6] },
];

function renderDetail(tab: string) {
  render(
    <MemoryRouter initialEntries={[`/pages/lottery/lottery-detail?id=1&tab=${tab}`]}>
      <Routes>
        <Route path="/pages/lottery/lottery-detail" element={<LotteryDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.spyOn(lotteryApi, 'detail').mockResolvedValue(jsk3Detail(openCode(previous.expect, [1, 3, 5])));
  vi.spyOn(lotteryApi, 'currentExpect').mockResolvedValue(currentExpectJson(slot.expect, slot.openAt));
  vi.spyOn(lotteryApi, 'latestOpenCode').mockResolvedValue(openCode(previous.expect, [1, 3, 5]));
  vi.spyOn(lotteryApi, 'betStats').mockResolvedValue({
    bet_count: 3,
    pending_count: 2,
    won_count: 1,
    lost_count: 0,
    cancelled_count: 0,
    total_stake: '12.00',
    pending_stake: '8.00',
    total_win: '7.68',
    profit: '3.68',
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The trend endpoint's JSON, built from the shared rules like the server does. */
function trendJson(drawn: LotteryDraw[]) {
  const trend = trendOf('k3', drawn);
  return {
    lottery_id: 1,
    type: 'k3',
    positions: trend.positions.map((position) => ({
      label: position.label,
      values: position.values,
      rows: position.rows,
      appear: position.appear,
      max_missing: position.maxMissing,
      current_missing: position.currentMissing,
      average_missing: position.averageMissing,
    })),
    sums: trend.sums,
  };
}

describe('lottery detail page', () => {
  it('lists history open codes with sum and 大小单双', async () => {
    vi.spyOn(lotteryApi, 'historyOpenCodes').mockResolvedValue({
      list: [openCode('20261121-0003', [1, 4, 6]), openCode('20261121-0002', [2, 2, 6])],
      total: 2,
      page: 1,
      per_page: 20,
    });
    renderDetail('history');
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('和值 11大单'),
      expect.stringContaining('和值 10小双'),
    ]);
  });

  it('draws the trend chart: a ball per draw joined by a line, omission per number', async () => {
    const trend = vi.spyOn(lotteryApi, 'trend').mockResolvedValue(trendJson(draws));
    renderDetail('trend');
    expect(await screen.findByRole('img', { name: '第一位走势图' })).toBeTruthy();
    expect(screen.getAllByTestId('trend-hit').map((hit) => hit.textContent)).toEqual(['1', '2', '1']);
    fireEvent.click(screen.getByRole('button', { name: '第三位' }));
    expect(screen.getAllByTestId('trend-hit').map((hit) => hit.textContent)).toEqual(['3', '6', '6']);
    expect(screen.getByRole('row', { name: /当前遗漏/ }).textContent).toBe('当前遗漏332330');
    expect(screen.getByRole('row', { name: /平均遗漏/ }).textContent).toBe('平均遗漏331330');
    // 冷热: 6 came twice (热); 1, 2, 4 and 5 never (冷).
    const appear = screen.getByRole('row', { name: /出现次数/ });
    expect(
      within(appear)
        .getAllByRole('cell')
        .map((cell) => cell.className.includes('hot')),
    ).toEqual([false, false, false, false, false, true]);
    expect(trend).toHaveBeenLastCalledWith(1, 30, { silent: true });
    fireEvent.click(screen.getByRole('button', { name: '近100期' }));
    await waitFor(() => expect(trend).toHaveBeenLastCalledWith(1, 100, { silent: true }));
  });

  it('cancels one bet and several at once, refunding through the server', async () => {
    vi.spyOn(lotteryApi, 'bets').mockResolvedValue({
      list: [betJson(1), betJson(2), betJson(3, { status: 1, status_text: '已中奖', can_cancel: false })],
      total: 3,
      page: 1,
      per_page: 20,
    });
    const cancel = vi.spyOn(lotteryApi, 'cancelBet').mockResolvedValue({
      ...betJson(1, { status: 3, status_text: '已撤单', can_cancel: false }),
      refund: '4.00',
    });
    const batch = vi
      .spyOn(lotteryApi, 'batchCancel')
      .mockResolvedValue({ cancelled: [1, 2], failed: [], refund: '8.00' });
    renderDetail('bets');
    expect((await screen.findByTestId('bet-stats')).textContent).toContain('12.00');
    expect(screen.getAllByRole('button', { name: '撤单' })).toHaveLength(2);

    fireEvent.click(screen.getAllByRole('button', { name: '撤单' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(1, { silent: true }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('撤单成功，退回 4.00 元'));

    fireEvent.click(await screen.findByRole('button', { name: '批量撤单' }));
    for (const box of screen.getAllByRole('checkbox')) {
      if (!(box as HTMLInputElement).disabled) fireEvent.click(box);
    }
    fireEvent.click(screen.getByRole('button', { name: '撤销所选' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(batch).toHaveBeenCalledWith([1, 2], { silent: true }));
    expect(useToastStore.getState().current?.message).toBe('已撤销 2 注，退回 8.00 元');
  });

  it('我的注单 reads the records again when the realtime socket reconnects (draws missed offline)', async () => {
    useRealtime.setState({ status: 'connected' });
    const bets = vi
      .spyOn(lotteryApi, 'bets')
      .mockResolvedValue({ list: [betJson(1)], total: 1, page: 1, per_page: 20 });
    renderDetail('bets');
    await screen.findByTestId('bet-stats');
    await waitFor(() => expect(bets).toHaveBeenCalledTimes(1));
    act(() => useRealtime.setState({ status: 'connecting' }));
    bets.mockResolvedValue({
      list: [betJson(1, { status: 1, status_text: '已中奖', can_cancel: false })],
      total: 1,
      page: 1,
      per_page: 20,
    });
    act(() => useRealtime.setState({ status: 'connected' }));
    await waitFor(() => expect(bets).toHaveBeenCalledTimes(2));
    // The tab says 已中奖 too: the settled bet adds a second one.
    await waitFor(() => expect(screen.getAllByText('已中奖')).toHaveLength(2));
    useRealtime.setState({ status: 'idle' });
  });

  it('a failed batch cancel shows 批量撤单失败', async () => {
    vi.spyOn(lotteryApi, 'bets').mockResolvedValue({
      list: [betJson(1), betJson(2)],
      total: 2,
      page: 1,
      per_page: 20,
    });
    vi.spyOn(lotteryApi, 'batchCancel').mockRejectedValue(new Error('Network Error'));
    renderDetail('bets');
    fireEvent.click(await screen.findByRole('button', { name: '批量撤单' }));
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: '撤销所选' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认撤单' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('批量撤单失败'));
  });
});
