import { http } from '@app/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HotMatches } from '../widgets';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('HotMatches widget', () => {
  it('shows the first sports banner title and the ways into football and basketball betting', async () => {
    const get = vi.spyOn(http, 'get').mockResolvedValue([{ id: 3, title: '欧冠淘汰赛火热进行', image: '' }]);
    render(<HotMatches />, { wrapper: MemoryRouter });
    expect(await screen.findByText('欧冠淘汰赛火热进行')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/v1/banners/page-type', { page_type: 2 }, { silent: true });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/betPages/football/index', '/betPages/basketball/index']);
  });
});
