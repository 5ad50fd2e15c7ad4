import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notice, noticesApi } from '../../api/notices';
import { NoticeMarquee } from '../../widgets';
import { NoticeListPage } from './NoticeListPage';

const notice = (id: number, title: string): Notice => ({
  id,
  category_id: 1,
  category_name: '首页公告',
  title,
  content: '内容',
  is_hot: 1,
  created_at: '2026-11-21T08:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('notice list page', () => {
  it('lists the notices from /v1/notices with their dates, each opening its detail', async () => {
    vi.spyOn(noticesApi, 'list').mockResolvedValue({
      list: [notice(7, '欢迎来到星辰体育'), notice(8, '系统维护通知')],
      total: 2,
      page: 1,
      per_page: 20,
    });
    render(<NoticeListPage />, { wrapper: MemoryRouter });
    const first = await screen.findByRole('link', { name: /欢迎来到星辰体育/ });
    expect(first.getAttribute('href')).toBe('/noticePages/detail?id=7');
    expect(first.textContent).toContain('2026-11-21');
    expect(screen.getByRole('link', { name: /系统维护通知/ })).toBeTruthy();
  });

  it('says 暂无公告 when there are none', async () => {
    vi.spyOn(noticesApi, 'list').mockResolvedValue({ list: [], total: 0, page: 1, per_page: 20 });
    render(<NoticeListPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });
});

describe('NoticeMarquee widget', () => {
  it('runs the home notice titles (category 1, at most 5) in one line linking to the notice list', async () => {
    const byCategory = vi
      .spyOn(noticesApi, 'byCategory')
      .mockResolvedValue([notice(1, '串关投注规则'), notice(2, 'USDT 充值上线')]);
    render(<NoticeMarquee />, { wrapper: MemoryRouter });
    const marquee = await screen.findByTestId('notice-marquee');
    expect(marquee.textContent).toContain('串关投注规则');
    expect(marquee.textContent).toContain('USDT 充值上线');
    expect(marquee.getAttribute('href')).toBe('/noticePages/list');
    expect(byCategory).toHaveBeenCalledWith(1, 5, { silent: true });
  });
});
