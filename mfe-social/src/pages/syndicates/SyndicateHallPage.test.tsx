import { useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syndicatesApi } from '../../api/syndicates';
import { MySyndicatesPage } from './MySyndicatesPage';
import { SyndicateHallPage } from './SyndicateHallPage';
import { listed } from './syndicates.fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('合买大厅 and 我的合买', () => {
  it('lists syndicates with their progress and asks again by sort and sport', async () => {
    const list = vi
      .spyOn(syndicatesApi, 'list')
      .mockResolvedValue({ list: [listed()], total: 1, page: 1, per_page: 10 });
    render(
      <MemoryRouter>
        <SyndicateHallPage />
      </MemoryRouter>,
    );
    const card = await screen.findByTestId('syndicate-card');
    expect(card.textContent).toContain('剩余15份');
    expect(card.textContent).toContain('保底 4份');
    expect(card.getAttribute('href')).toBe('/syndicatePages/detail?id=21');
    expect(screen.getByRole('progressbar', { name: '认购进度' }).getAttribute('aria-valuenow')).toBe('25');

    fireEvent.click(screen.getByRole('tab', { name: '金额' }));
    fireEvent.click(screen.getByRole('button', { name: '足球' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { page: 1, per_page: 10, sort: 'total', sport_type: 1 },
        { silent: true },
      ),
    );
  });

  it('shows what the player joined, then what they started, with their shares and the payout', async () => {
    useSession.setState({ token: 'tok' });
    const won = listed({ status: 'settled', result: 'won', payout: '34.40', my_shares: 3 });
    const mine = vi
      .spyOn(syndicatesApi, 'mine')
      .mockResolvedValue({ list: [won], total: 1, page: 1, per_page: 10 });
    render(
      <MemoryRouter>
        <MySyndicatesPage />
      </MemoryRouter>,
    );
    const card = await screen.findByTestId('syndicate-card');
    expect(card.textContent).toContain('我的 3份 · 派奖 34.40元');
    expect(screen.getByTestId('syndicate-status').textContent).toBe('红单');
    fireEvent.click(screen.getByRole('tab', { name: '我发起的' }));
    await waitFor(() => expect(mine).toHaveBeenLastCalledWith('initiated', 1, 10, { silent: true }));
    expect(mine.mock.calls[0]?.[0]).toBe('joined');
  });
});
