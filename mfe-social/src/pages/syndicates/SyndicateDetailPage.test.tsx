import { ApiError, useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syndicatesApi } from '../../api/syndicates';
import { SyndicateDetailPage } from './SyndicateDetailPage';
import { syndicateDetail } from './syndicates.fixture';

function show(path = '/syndicatePages/detail?id=21') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/syndicatePages/detail" element={<SyndicateDetailPage />} />
        <Route path="/pages/login/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('syndicate detail page', () => {
  it('buys the chosen shares, retries a failed purchase with the same key, and a new purchase gets a fresh one', async () => {
    useSession.setState({ token: 'tok' });
    const bought = syndicateDetail({ sold_shares: 8, progress: 40, my_shares: 3 });
    vi.spyOn(syndicatesApi, 'detail').mockResolvedValue(syndicateDetail());
    const buy = vi
      .spyOn(syndicatesApi, 'buy')
      .mockRejectedValueOnce(new ApiError({ code: 0, status: 0, message: '网络异常' }))
      .mockResolvedValue(bought);
    show();

    expect(await screen.findByText('主队主场十连胜')).toBeTruthy();
    expect(screen.getByTestId('syndicate-progress').textContent).toBe('25%');
    fireEvent.change(screen.getByLabelText('认购份数'), { target: { value: '3' } });
    expect(screen.getByTestId('buy-amount').textContent).toBe('3.00');
    const button = () => screen.getByRole('button', { name: '立即认购' });
    fireEvent.click(button());
    await waitFor(() => expect(buy).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button()).toHaveProperty('disabled', false));
    fireEvent.click(button());
    await waitFor(() => expect(buy).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: '包尾' }));
    expect(screen.getByTestId('buy-amount').textContent).toBe('15.00');
    fireEvent.click(button());
    await waitFor(() => expect(buy).toHaveBeenCalledTimes(3));

    const [first, retry, next] = buy.mock.calls;
    expect(first?.slice(0, 3)).toEqual([21, 3, null]);
    expect(first?.[3]).toMatch(/^syndicate-buy-[0-9a-f]{32}$/);
    expect(retry?.[3]).toBe(first?.[3]);
    expect(next?.slice(0, 2)).toEqual([21, 15]);
    expect(next?.[3]).not.toBe(first?.[3]);
  });

  it('sends a signed-out player to log in, and carries a private link’s code', async () => {
    const detail = vi.spyOn(syndicatesApi, 'detail').mockResolvedValue(syndicateDetail({ is_public: false }));
    const buy = vi.spyOn(syndicatesApi, 'buy');
    show('/syndicatePages/detail?id=21&code=Ab3_x9Qz');
    fireEvent.click(await screen.findByRole('button', { name: '立即认购' }));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(buy).not.toHaveBeenCalled();
    expect(detail).toHaveBeenCalledWith(21, 'Ab3_x9Qz');
  });

  it('hides the ticket until sales close when the initiator chose so, and shows a closed syndicate without 认购', async () => {
    vi.spyOn(syndicatesApi, 'detail').mockResolvedValue(
      syndicateDetail({
        ticket: null,
        ticket_visibility: 'after_deadline',
        status: 'cancelled',
        status_text: '已撤单',
      }),
    );
    show();
    expect(await screen.findByText('方案截止后公开')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即认购' })).toBeNull();
    expect(screen.getAllByText('已撤单').length).toBeGreaterThan(0);
  });

  it('lets the initiator cancel under 50% after confirming, and shows a private syndicate’s share link', async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(syndicatesApi, 'detail')
      .mockResolvedValueOnce(syndicateDetail({ mine: true, is_public: false, share_code: 'Ab3_x9Qz' }))
      .mockResolvedValue(syndicateDetail({ mine: true, status: 'cancelled', status_text: '已撤单' }));
    const cancel = vi.spyOn(syndicatesApi, 'cancel').mockResolvedValue(syndicateDetail());
    show();
    expect((await screen.findByTestId('share-link')).textContent).toContain('&code=Ab3_x9Qz');
    fireEvent.click(screen.getByRole('button', { name: '撤销合买' }));
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认撤销' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(21));
    expect(await screen.findByText('方案内容')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤销合买' })).toBeNull());
  });

  it('offers no cancel at 50% or to anyone but the initiator', async () => {
    vi.spyOn(syndicatesApi, 'detail').mockResolvedValue(
      syndicateDetail({ mine: true, sold_shares: 10, progress: 50 }),
    );
    show();
    expect(await screen.findByText('主队主场十连胜')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤销合买' })).toBeNull();
  });
});
