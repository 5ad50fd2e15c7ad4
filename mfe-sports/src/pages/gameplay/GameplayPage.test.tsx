import { DEFAULT_APP_CONFIG, useAppConfig } from '@app/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GameplayPage } from './GameplayPage';

function renderWith(overrides: Partial<typeof DEFAULT_APP_CONFIG>) {
  useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, ...overrides } });
  render(<GameplayPage />, { wrapper: MemoryRouter });
  return screen.getAllByRole('link').map((link) => link.textContent);
}

afterEach(() => {
  cleanup();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('gameplay tab', () => {
  it('is a tab root: title 竞猜 and no back arrow', () => {
    renderWith({});
    expect(screen.getByRole('heading', { name: '竞猜' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });

  it('offers football, basketball, live ball, real-time scores and orders', () => {
    expect(renderWith({})).toEqual(['足足球', '篮篮球', '滚滚球', '时即时比分', '单我的注单']);
  });

  it('drops 滚球 with nav_live_ball_enabled off and 即时比分 with nav_real_time_enabled off', () => {
    expect(renderWith({ nav_live_ball_enabled: false, nav_real_time_enabled: false })).toEqual([
      '足足球',
      '篮篮球',
      '单我的注单',
    ]);
  });
});
