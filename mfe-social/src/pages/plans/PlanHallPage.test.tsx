import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plansApi } from '../../api/plans';
import { PlanHallPage } from './PlanHallPage';
import { planDetail } from './plans.fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('plan hall', () => {
  it('lists plans with the publisher’s record and asks again by sort and sport', async () => {
    const { analysis: _analysis, ticket: _ticket, my_follows: _follows, ...plan } = planDetail();
    const list = vi
      .spyOn(plansApi, 'list')
      .mockResolvedValue({ list: [plan], total: 1, page: 1, per_page: 10 });
    render(
      <MemoryRouter>
        <PlanHallPage />
      </MemoryRouter>,
    );
    const card = await screen.findByTestId('plan-card');
    expect(card.textContent).toContain('近10中7 · 回报率132.50% · 3连红');
    expect(card.textContent).toContain('佣金 8%');
    expect(card.getAttribute('href')).toBe('/planPages/detail?id=12');

    fireEvent.click(screen.getByRole('tab', { name: '连红' }));
    fireEvent.click(screen.getByRole('button', { name: '篮球' }));
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { page: 1, per_page: 10, sort: 'streak', sport_type: 2 },
        { silent: true },
      ),
    );
  });
});
