import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppConfig } from '../config/app-config';
import { DEFAULT_APP_CONFIG } from '../config/defaults';
import { categoryNoticesApi, NOTICE_CATEGORY, type PageNotice } from './api';
import { CategoryNotices } from './CategoryNotices';

const notice = (id: number, title: string, content: string): PageNotice => ({
  id,
  category_id: NOTICE_CATEGORY.betting,
  category_name: '体育公告',
  title,
  content,
  is_hot: 0,
  created_at: '2026-11-21T08:00:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('CategoryNotices', () => {
  it("shows the page category's notices", async () => {
    const byCategory = vi
      .spyOn(categoryNoticesApi, 'byCategory')
      .mockResolvedValue([notice(1, 'USDT 充值上线', '现已支持 USDT 充值')]);
    render(<CategoryNotices category={NOTICE_CATEGORY.recharge} />);
    expect((await screen.findByTestId('category-notices')).textContent).toContain('USDT 充值上线');
    expect(byCategory).toHaveBeenCalledWith(3, { silent: true, loading: false });
  });

  it('shows the betting notices one line each on the betting pages', async () => {
    const byCategory = vi
      .spyOn(categoryNoticesApi, 'byCategory')
      .mockResolvedValue([
        notice(7, '串关加奖', '足球 4 串 1 以上加奖 5%'),
        notice(8, '投注提醒', '赛前投注截止时间以开赛为准'),
      ]);
    render(<CategoryNotices category={NOTICE_CATEGORY.betting} compact />);
    const list = await screen.findByTestId('category-notices');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.dataset.category).toBe('2');
    expect(byCategory).toHaveBeenCalledWith(2, { silent: true, loading: false });
  });

  it('holds the box at its final height while loading, then shows one notice at a time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer: (rows: PageNotice[]) => void = () => {};
    vi.spyOn(categoryNoticesApi, 'byCategory').mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    render(<CategoryNotices category={NOTICE_CATEGORY.betting} compact />);
    const loading = screen.getByTestId('category-notices-loading');
    await act(async () =>
      answer([
        notice(7, '串关加奖', '足球 4 串 1 以上加奖 5%'),
        notice(8, '投注提醒', '赛前投注截止时间以开赛为准'),
      ]),
    );
    const list = screen.getByTestId('category-notices');
    // Same box classes as the placeholder: the height is the CSS's, not the notices'.
    expect(list.className).toBe(loading.className);
    const rows = () => [...list.querySelectorAll('li')].map((li) => li.getAttribute('aria-hidden'));
    expect(rows()).toEqual(['false', 'true']);
    act(() => vi.advanceTimersByTime(4000));
    expect(rows()).toEqual(['true', 'false']);
    expect(list.querySelector('li')?.style.transform).toBe('translateY(-100%)');
  });

  it('folds away when the category has no notices', async () => {
    vi.spyOn(categoryNoticesApi, 'byCategory').mockResolvedValue([]);
    render(<CategoryNotices category={NOTICE_CATEGORY.recharge} />);
    expect(screen.getByTestId('category-notices-loading')).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByTestId('category-notices-loading')).toBeNull();
    expect(screen.queryByTestId('category-notices')).toBeNull();
  });

  it('asks nothing and shows nothing with notice_enabled off', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, notice_enabled: false } });
    const byCategory = vi.spyOn(categoryNoticesApi, 'byCategory');
    render(<CategoryNotices category={NOTICE_CATEGORY.withdrawal} />);
    expect(screen.queryByTestId('category-notices')).toBeNull();
    expect(byCategory).not.toHaveBeenCalled();
  });
});
