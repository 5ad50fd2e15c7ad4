import { useSession, useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Game, gamesApi } from '../../api/games';
import { SlotListPage } from './SlotListPage';

const game = (id: number, name: string, platform: [string, string], playable = true): Game => ({
  id,
  name,
  platform_code: platform[0],
  platform_name: platform[1],
  type: 'slot',
  type_name: '电子',
  hot: id === 1,
  playable,
  color_from: '#000',
  color_to: '#111',
  glyph: name.slice(0, 1),
});
const STAR: [string, string] = ['xcdz', '星辰电子'];
const PG: [string, string] = ['pgdz', 'PG电子'];

beforeEach(() => {
  vi.spyOn(gamesApi, 'balance').mockResolvedValue({ balance: '10.00', wallets: [], platform_total: '0.00' });
  vi.spyOn(gamesApi, 'gameTypes').mockResolvedValue([{ code: 'slot', name: '电子', platform_count: 2 }]);
  vi.spyOn(gamesApi, 'lotteryList').mockResolvedValue([]);
  vi.spyOn(gamesApi, 'platformsByType').mockResolvedValue([
    {
      id: 1,
      code: 'xcdz',
      name: '星辰电子',
      type: 'slot',
      type_name: '电子',
      status: 1,
      playable: true,
      is_ng: true,
      color_from: '',
      color_to: '',
      glyph: '',
    },
    {
      id: 2,
      code: 'pgdz',
      name: 'PG电子',
      type: 'slot',
      type_name: '电子',
      status: 1,
      playable: false,
      is_ng: true,
      color_from: '',
      color_to: '',
      glyph: '',
    },
  ]);
  vi.spyOn(gamesApi, 'gamesByType').mockResolvedValue([
    game(1, '星辰宝藏', STAR),
    game(2, '黄金777', STAR),
    game(3, '麻将胡了', PG, false),
  ]);
});
afterEach(() => {
  useSession.setState({ token: null });
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/gamelistPages/soltlist']}>
      <Routes>
        <Route path="/gamelistPages/soltlist" element={<SlotListPage />} />
        <Route path="/pages/game/game" element={<p>game page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const cardNames = () =>
  screen
    .getAllByRole('button', { name: /星辰宝藏|黄金777|麻将胡了/ })
    .map((b) => b.getAttribute('aria-label'));

describe('slot list', () => {
  it('shows every slot, filters by platform tab and by the search box', async () => {
    renderPage();
    await waitFor(() => expect(cardNames()).toEqual(['星辰宝藏', '黄金777', '麻将胡了（维护中）']));
    fireEvent.click(screen.getByRole('tab', { name: 'PG电子' }));
    expect(cardNames()).toEqual(['麻将胡了（维护中）']);
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索游戏' }), { target: { value: '777' } });
    expect(cardNames()).toEqual(['黄金777']);
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索游戏' }), { target: { value: '不存在' } });
    expect(screen.getByText('没有找到相关游戏')).toBeTruthy();
  });

  it('a title under maintenance says so; a playable one opens the game page', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '麻将胡了（维护中）' }));
    expect(useToastStore.getState().current?.message).toBe('该游戏维护中');
    fireEvent.click(screen.getByRole('button', { name: '星辰宝藏' }));
    expect(await screen.findByText('game page')).toBeTruthy();
  });

  it('money left on platforms can be brought back with one tap', async () => {
    vi.spyOn(gamesApi, 'balance').mockResolvedValue({
      balance: '10.00',
      wallets: [],
      platform_total: '48.50',
    });
    const transfer = vi.spyOn(gamesApi, 'transfer').mockResolvedValue({
      type: 'out',
      amount: '48.50',
      balance: '58.50',
      wallets: [],
      repeated: false,
    });
    useSession.setState({ token: 't' });
    renderPage();
    expect((await screen.findByTestId('recover-bar')).textContent).toContain('游戏平台余额 48.50 元');
    fireEvent.click(screen.getByRole('button', { name: '一键转回' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('已转出 48.50 元至主钱包'));
    expect(transfer).toHaveBeenCalledWith({ type: 'out', amount: 0 }, expect.any(String));
    expect(screen.queryByTestId('recover-bar')).toBeNull();
  });
  it('a 彩票 tab lists the lottery titles; going back to 电子 shows its games at once while they are read again', async () => {
    vi.mocked(gamesApi.lotteryList).mockResolvedValue([
      { ...game(9, '极速快三', ['lottery', '彩票']), type: 'lottery', type_name: '彩票' },
    ]);
    renderPage();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    fireEvent.click(await screen.findByRole('tab', { name: '彩票' }));
    expect(await screen.findByRole('button', { name: '极速快三' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '星辰宝藏' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '电子' }));
    expect(cardNames()).toEqual(['星辰宝藏', '黄金777', '麻将胡了（维护中）']);
    await waitFor(() => expect(gamesApi.gamesByType).toHaveBeenCalledTimes(2));
  });

  it('a visitor is never asked about platform wallets', async () => {
    renderPage();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(gamesApi.balance).not.toHaveBeenCalled();
    expect(screen.queryByTestId('recover-bar')).toBeNull();
  });
});
