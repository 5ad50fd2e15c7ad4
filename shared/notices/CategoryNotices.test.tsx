import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppConfig } from '../config/app-config';
import { DEFAULT_APP_CONFIG } from '../config/defaults';
import { categoryNoticesApi, NOTICE_CATEGORY } from './api';
import { CategoryNotices } from './CategoryNotices';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('CategoryNotices', () => {
  it("shows the page category's notices", async () => {
    const byCategory = vi
      .spyOn(categoryNoticesApi, 'byCategory')
      .mockResolvedValue([{ id: 1, title: 'USDT 充值上线', content: '现已支持 USDT 充值' }]);
    render(<CategoryNotices category={NOTICE_CATEGORY.recharge} />);
    expect((await screen.findByTestId('category-notices')).textContent).toContain('USDT 充值上线');
    expect(byCategory).toHaveBeenCalledWith(3, { silent: true, loading: false });
  });

  it('shows the betting notices one line each on the betting pages', async () => {
    const byCategory = vi.spyOn(categoryNoticesApi, 'byCategory').mockResolvedValue([
      { id: 7, title: '串关加奖', content: '足球 4 串 1 以上加奖 5%' },
      { id: 8, title: '投注提醒', content: '赛前投注截止时间以开赛为准' },
    ]);
    render(<CategoryNotices category={NOTICE_CATEGORY.betting} compact />);
    const list = await screen.findByTestId('category-notices');
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(list.dataset.category).toBe('2');
    expect(byCategory).toHaveBeenCalledWith(2, { silent: true, loading: false });
  });

  it('asks nothing and shows nothing with notice_enabled off', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, notice_enabled: false } });
    const byCategory = vi.spyOn(categoryNoticesApi, 'byCategory');
    render(<CategoryNotices category={NOTICE_CATEGORY.withdrawal} />);
    expect(screen.queryByTestId('category-notices')).toBeNull();
    expect(byCategory).not.toHaveBeenCalled();
  });
});
