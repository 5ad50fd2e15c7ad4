import { DEFAULT_APP_CONFIG, useAppConfig } from '@app/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_CATEGORY, noticesApi } from '../api/notices';
import { CategoryNotices } from './CategoryNotices';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('CategoryNotices', () => {
  it("shows the page category's notices", async () => {
    const byCategory = vi
      .spyOn(noticesApi, 'byCategory')
      .mockResolvedValue([{ id: 1, title: 'USDT 充值上线', content: '现已支持 USDT 充值' }]);
    render(<CategoryNotices category={NOTICE_CATEGORY.recharge} />);
    expect((await screen.findByTestId('category-notices')).textContent).toContain('USDT 充值上线');
    expect(byCategory).toHaveBeenCalledWith(3, { silent: true, loading: false });
  });

  it('asks nothing and shows nothing with notice_enabled off', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, notice_enabled: false } });
    const byCategory = vi.spyOn(noticesApi, 'byCategory');
    render(<CategoryNotices category={NOTICE_CATEGORY.withdrawal} />);
    expect(screen.queryByTestId('category-notices')).toBeNull();
    expect(byCategory).not.toHaveBeenCalled();
  });
});
