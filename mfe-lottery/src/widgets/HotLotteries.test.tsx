import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '../api/lottery';
import { jsk3Detail, openCode } from '../pages/lottery/lottery.fixture';
import { HotLotteries } from '../widgets';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HotLotteries widget', () => {
  it('lists the hot lotteries with countdown and last draw, each opening its game page', async () => {
    const list = vi.spyOn(lotteryApi, 'list').mockResolvedValue({
      list: [
        jsk3Detail(openCode('20261121-0480', [2, 4, 4])),
        { ...jsk3Detail(null), id: 5, name: '极速赛车', type: 'pk10' },
      ],
      groups: [],
    });
    render(<HotLotteries />, { wrapper: MemoryRouter });
    const first = await screen.findByRole('link', { name: /极速快三/ });
    expect(list).toHaveBeenCalledWith(true, { silent: true, loading: false });
    expect(first.getAttribute('href')).toBe('/pages/lottery/lottery-game?id=1');
    expect(first.textContent).toMatch(/极速快三\d{2}:\d{2}244/);
    expect(screen.getByRole('link', { name: /极速赛车/ }).getAttribute('href')).toBe(
      '/pages/lottery/lottery-game?id=5',
    );
    expect(screen.getByRole('link', { name: '进入彩票大厅 ›' })).toBeTruthy();
  });

  it('offers a retry when the list cannot load', async () => {
    vi.spyOn(lotteryApi, 'list').mockRejectedValue(new Error('Network Error'));
    render(<HotLotteries />, { wrapper: MemoryRouter });
    expect(await screen.findByRole('button', { name: '获取彩票列表失败，点击重试' })).toBeTruthy();
  });
});
