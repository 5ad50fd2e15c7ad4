import { ApiError, clearSession, publicChannels, useRealtime, useSession, useToastStore } from '@app/shared';
import { expectAt } from '@app/shared/lottery';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '../../api/lottery';
import { useLotteryGame } from '../../store/game';
import { LotteryGamePage } from './LotteryGamePage';
import { betJson, currentExpectJson, jsk3Detail, openCode, playGroupsJson } from './lottery.fixture';

const slot = expectAt(60, Date.now());
const previous = expectAt(60, slot.openAt.getTime() - 1000);

function renderGame() {
  render(
    <MemoryRouter initialEntries={['/pages/lottery/lottery-game?id=1']}>
      <Routes>
        <Route path="/pages/lottery/lottery-game" element={<LotteryGamePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useLotteryGame.setState({ currentPlayGroup: '' });
  vi.spyOn(lotteryApi, 'detail').mockResolvedValue(jsk3Detail(openCode(previous.expect, [1, 3, 5])));
  vi.spyOn(lotteryApi, 'plays').mockResolvedValue({
    lottery_id: 1,
    type: 'k3',
    groups: playGroupsJson('k3'),
  });
  vi.spyOn(lotteryApi, 'currentExpect').mockResolvedValue(currentExpectJson(slot.expect, slot.openAt));
  vi.spyOn(lotteryApi, 'latestOpenCode').mockResolvedValue(openCode(previous.expect, [1, 3, 5]));
  vi.spyOn(lotteryApi, 'bets').mockResolvedValue({ list: [], total: 0, page: 1, per_page: 5 });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useRealtime.setState({ status: 'idle' });
});

const option = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const itemCount = () => screen.getByTestId('item-count').textContent;
const stake = () => screen.getByTestId('stake').textContent;

describe('lottery game page', () => {
  it('shows the expect taking bets and the last draw', async () => {
    renderGame();
    expect(await screen.findByText(slot.expect)).toBeTruthy();
    expect(screen.getByTestId('latest-expect').textContent).toBe(previous.expect);
    expect(within(screen.getByTestId('expect-panel')).getByRole('timer')).toBeTruthy();
  });

  it('counts 注数 and stake live while picking 和值, with amount and multiple', async () => {
    renderGame();
    fireEvent.click(await screen.findByRole('button', { name: /^3\s*207\.36/ }));
    fireEvent.click(option('10'));
    expect([itemCount(), stake()]).toEqual(['2', '4.00']);
    fireEvent.click(screen.getByRole('button', { name: '增加倍数' }));
    fireEvent.change(screen.getByLabelText('每注金额'), { target: { value: '5' } });
    expect([itemCount(), stake()]).toEqual(['2', '20.00']);
  });

  it('全 大 小 奇 偶 清 and 机选 on 三不同号', async () => {
    renderGame();
    fireEvent.click(await screen.findByRole('tab', { name: '三不同号' }));
    fireEvent.click(screen.getByRole('button', { name: '全' }));
    expect(itemCount()).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: '小' }));
    expect(itemCount()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '清' }));
    expect(itemCount()).toBe('0');
    expect(screen.getByText('请选择号码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '机选' }));
    expect(itemCount()).toBe('1');
  });

  it('places the bet on the shown expect and lists it', async () => {
    const create = vi
      .spyOn(lotteryApi, 'createBet')
      .mockResolvedValue({ ...betJson(9), expect: slot.expect, repeated: false });
    renderGame();
    fireEvent.click(await screen.findByRole('button', { name: /^3\s*207\.36/ }));
    fireEvent.click(option('10'));
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toEqual({
      lottery_id: 1,
      expect: slot.expect,
      play_id: 'k3_hz',
      codes: '3,10',
      amount: '2',
      multiple: 1,
    });
    expect(create.mock.calls[0]?.[1]).toMatch(/^lottery-bet-[0-9a-f]{32}$/);
    await waitFor(() =>
      expect(useToastStore.getState().current?.message).toBe(`投注成功：第${slot.expect}期 2注 4.00元`),
    );
    expect(screen.getAllByTestId('bet-item')).toHaveLength(1);
    expect(itemCount()).toBe('0');
  });

  it('a refused bet says 投注失败 with the reason and keeps the picks', async () => {
    vi.spyOn(lotteryApi, 'createBet').mockRejectedValue(
      new ApiError({ code: 422, status: 422, message: '余额不足' }),
    );
    renderGame();
    fireEvent.click(await screen.findByRole('button', { name: /^3\s*207\.36/ }));
    fireEvent.click(screen.getByRole('button', { name: '投注' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('投注失败：余额不足'));
    expect(itemCount()).toBe('1');
  });

  it('a draw pushed on the socket shows at once, with the records refreshed', async () => {
    useRealtime.setState({ status: 'connected' });
    const latest = vi.spyOn(lotteryApi, 'latestOpenCode');
    const bets = vi.spyOn(lotteryApi, 'bets');
    renderGame();
    await waitFor(() => expect(screen.getByTestId('latest-expect').textContent).toBe(previous.expect));
    const betLoads = bets.mock.calls.length;
    latest.mockResolvedValue(openCode(slot.expect, [2, 2, 2]));
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.lotteryDrawn, {
      lottery_id: 1,
      lottery_name: '极速快三',
      expect: slot.expect,
      open_code: '2,2,2',
      drawn_at: new Date().toISOString(),
    });
    await waitFor(() => expect(screen.getByTestId('latest-expect').textContent).toBe(slot.expect));
    expect(useToastStore.getState().current?.message).toBe(`第${slot.expect}期开奖：2,2,2`);
    await waitFor(() => expect(bets.mock.calls.length).toBe(betLoads + 1));
  });

  it('a draw announced while the socket was down shows once it is back', async () => {
    const latest = vi.spyOn(lotteryApi, 'latestOpenCode');
    renderGame();
    await waitFor(() => expect(screen.getByTestId('latest-expect').textContent).toBe(previous.expect));
    latest.mockResolvedValue(openCode(slot.expect, [4, 5, 6]));
    act(() => useRealtime.setState({ status: 'connected' }));
    await waitFor(() => expect(screen.getByTestId('latest-expect').textContent).toBe(slot.expect));
  });

  it("another lottery's draw is not fetched", async () => {
    useRealtime.setState({ status: 'connected' });
    const latest = vi.spyOn(lotteryApi, 'latestOpenCode');
    renderGame();
    await waitFor(() => expect(screen.getByTestId('latest-expect').textContent).toBe(previous.expect));
    const loads = latest.mock.calls.length;
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.lotteryDrawn, {
      lottery_id: 5,
      lottery_name: '极速赛车',
      expect: slot.expect,
      open_code: '01,02,03,04,05,06,07,08,09,10',
      drawn_at: new Date().toISOString(),
    });
    expect(latest.mock.calls.length).toBe(loads);
  });

  it("a player signing in after another on this phone never sees the other's 最近投注", async () => {
    useSession.getState().setUser({ id: 1, username: 'first', balance: '100.00' }, 'first-token');
    vi.spyOn(lotteryApi, 'bets').mockResolvedValueOnce({
      list: [betJson(9)],
      total: 1,
      page: 1,
      per_page: 5,
    });
    renderGame();
    await waitFor(() => expect(screen.getAllByTestId('bet-item')).toHaveLength(1));
    cleanup();
    clearSession();
    useSession.getState().setUser({ id: 2, username: 'second', balance: '100.00' }, 'second-token');
    vi.spyOn(lotteryApi, 'bets').mockReturnValueOnce(new Promise(() => {}));
    renderGame();
    expect(await screen.findByText(slot.expect)).toBeTruthy();
    expect(screen.queryAllByTestId('bet-item')).toHaveLength(0);
  });
});
