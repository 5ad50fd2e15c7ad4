import { type UserInfo, userApi, useSession, useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Game, gamesApi, type TransferResult } from '../../api/games';
import { GamePage } from './GamePage';

const slot: Game = {
  id: 7,
  name: '星辰宝藏',
  platform_code: 'xcdz',
  platform_name: '星辰电子',
  type: 'slot',
  type_name: '电子',
  hot: true,
  playable: true,
  color_from: '#000',
  color_to: '#111',
  glyph: '★',
};
const lottery: Game = {
  ...slot,
  id: 9,
  name: '极速骰宝',
  platform_code: 'xccp',
  platform_name: '星辰彩票',
  type: 'lottery',
};
const gameData = (sessionId: string) => ({
  game_url: `/games/demo-slot/?session_id=${sessionId}`,
  timestamp: Date.now(),
  session_id: sessionId,
  game_id: 7,
  game_name: '星辰宝藏',
  platform_code: 'xcdz',
  platform_balance: '0.00',
});
const moved = (amount: string, wallet: string): TransferResult => ({
  type: 'in',
  amount,
  balance: '0.00',
  wallets: [{ platform_code: 'xcdz', platform_name: '星辰电子', balance: wallet }],
  repeated: false,
});

beforeEach(() => {
  useSession.setState({ token: 't', user: { id: 1, balance: '250.00', lottery_token: null } as UserInfo });
  vi.spyOn(gamesApi, 'balance').mockResolvedValue({ balance: '250.00', wallets: [], platform_total: '0.00' });
  vi.spyOn(window.history, 'back').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/pages/game/game" element={<GamePage />} />
        <Route path="/gamelistPages/soltlist" element={<p>lobby</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('game page', () => {
  it('moves all of the main wallet in, shows the game, and transfers everything out on leave', async () => {
    vi.spyOn(gamesApi, 'list').mockResolvedValue([slot]);
    const enter = vi.spyOn(gamesApi, 'enterGame').mockResolvedValue(gameData('demo_1_abc'));
    const transfer = vi
      .spyOn(gamesApi, 'transfer')
      .mockResolvedValueOnce(moved('250.00', '250.00'))
      .mockResolvedValueOnce({ ...moved('262.00', '0.00'), type: 'out' });
    renderAt('/pages/game/game?gameId=7&platform=xcdz');

    fireEvent.click(await screen.findByRole('button', { name: '全部' }));
    fireEvent.click(screen.getByRole('button', { name: '转入 250.00 元并进入' }));
    const frame = await screen.findByTitle('星辰宝藏');
    expect(frame.getAttribute('src')).toBe('/games/demo-slot/?session_id=demo_1_abc');
    expect(enter).toHaveBeenCalledWith(7);
    expect(transfer).toHaveBeenNthCalledWith(
      1,
      { type: 'in', amount: '250.00', platform_code: 'xcdz' },
      expect.any(String),
    );
    expect(screen.getByTestId('game-wallet').textContent).toBe('游戏余额 250.00');

    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('已转出 262.00 元至主钱包'));
    expect(transfer).toHaveBeenNthCalledWith(
      2,
      { type: 'out', amount: 0, platform_code: 'xcdz' },
      expect.any(String),
      { silent: false },
    );
  });

  it('refuses game data whose session_id has fewer than 3 parts', async () => {
    vi.spyOn(gamesApi, 'list').mockResolvedValue([slot]);
    vi.spyOn(gamesApi, 'enterGame').mockResolvedValue(gameData('broken_session'));
    const transfer = vi.spyOn(gamesApi, 'transfer');
    renderAt('/pages/game/game?gameId=7&platform=xcdz');
    fireEvent.click(await screen.findByRole('button', { name: '直接进入游戏' }));
    expect(await screen.findByText('游戏链接已失效，请重新进入')).toBeTruthy();
    expect(screen.queryByTitle('星辰宝藏')).toBeNull();
    expect(transfer).not.toHaveBeenCalled();
  });

  it('a lottery platform is entered with a freshly requested lottery token', async () => {
    vi.spyOn(gamesApi, 'list').mockResolvedValue([lottery]);
    vi.spyOn(gamesApi, 'lotteryBalance').mockResolvedValue({
      balance: '250.00',
      wallets: [],
      platform_total: '0.00',
    });
    vi.spyOn(userApi, 'updateLotteryToken').mockResolvedValue({
      code: 200,
      message: 'success',
      msg: 'success',
      data: { lottery_token: 'tok-1' },
    });
    const address = vi.spyOn(gamesApi, 'lotteryAddress').mockResolvedValue(gameData('demo_1_lot'));
    renderAt('/pages/game/game?gameId=9&platform=xccp');
    fireEvent.click(await screen.findByRole('button', { name: '直接进入游戏' }));
    await screen.findByTitle('极速骰宝');
    expect(address).toHaveBeenCalledWith({ gameId: 9, lottery_token: 'tok-1' }, { silent: true });
    expect(useSession.getState().user?.lottery_token).toBe('tok-1');
    expect(useSession.getState().lotteryTokenChecked).toBe(true);
  });

  it('a launch link without a game (游戏大厅) opens the lobby', async () => {
    const list = vi.spyOn(gamesApi, 'list');
    renderAt('/pages/game/game');
    expect(await screen.findByText('lobby')).toBeTruthy();
    expect(list).not.toHaveBeenCalled();
  });
});
