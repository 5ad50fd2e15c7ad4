import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plansApi } from '../../api/plans';
import { PublisherPage } from './PublisherPage';
import { planDetail } from './plans.fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('publisher page', () => {
  it('asks for that publisher’s plans only and shows their record over settled plans', async () => {
    const { analysis: _analysis, ticket: _ticket, my_follows: _follows, ...plan } = planDetail();
    const list = vi
      .spyOn(plansApi, 'list')
      .mockResolvedValue({ list: [plan], total: 1, page: 1, per_page: 10 });
    render(
      <MemoryRouter initialEntries={['/planPages/publisher?id=3']}>
        <Routes>
          <Route path="/planPages/publisher" element={<PublisherPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('publisher-won')).toHaveProperty('textContent', '7');
    expect(screen.getByText('近10中')).toBeTruthy();
    expect(screen.getByText('132.50%')).toBeTruthy();
    expect(screen.getByText('1个方案')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(
      { page: 1, per_page: 10, sort: 'recommend', user_id: 3 },
      { silent: true },
    );
  });
});
