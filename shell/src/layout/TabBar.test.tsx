import { DEFAULT_APP_CONFIG, unreadMessages, useAppConfig } from '@app/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';
import { isHiddenBySwitch } from './tabs';

function renderTabBar(overrides: Partial<typeof DEFAULT_APP_CONFIG> = {}, at = '/pages/home/home') {
  useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, ...overrides } });
  render(
    <MemoryRouter initialEntries={[at]}>
      <TabBar />
    </MemoryRouter>,
  );
  return screen.getAllByRole('link');
}

afterEach(() => {
  cleanup();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('TabBar', () => {
  it('shows home, activity, sports, customer service and mine in that order, in Chinese', () => {
    const tabs = renderTabBar();
    expect(tabs.map((tab) => tab.dataset.testid)).toEqual([
      'tab-home',
      'tab-activity',
      'tab-gameplay',
      'tab-customer',
      'tab-mine',
    ]);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['首页', '活动', '竞猜', '客服', '我的']);
    expect(tabs[0]?.getAttribute('href')).toBe('/pages/home/home');
  });

  it('shows the unread message count on the mine tab only, capped at 99+, and nothing at 0', () => {
    renderTabBar();
    act(() => unreadMessages.set(7));
    expect(screen.getByTestId('tab-mine-badge').textContent).toBe('7');
    act(() => unreadMessages.set(120));
    expect(screen.getByTestId('tab-mine-badge').textContent).toBe('99+');
    expect(screen.getAllByText('99+')).toHaveLength(1);
    act(() => unreadMessages.set(0));
    expect(screen.queryByTestId('tab-mine-badge')).toBeNull();
  });

  it('marks the current tab active', () => {
    renderTabBar({}, '/pages/mine/mine');
    expect(screen.getByTestId('tab-mine').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBeNull();
  });

  it('hides the 竞猜 tab when nav_sports_enabled is off', () => {
    const tabs = renderTabBar({ nav_sports_enabled: false });
    expect(tabs.map((tab) => tab.dataset.testid)).toEqual([
      'tab-home',
      'tab-activity',
      'tab-customer',
      'tab-mine',
    ]);
  });

  it('keeps all five tabs when only the live ball, real time or expert switches are off', () => {
    const tabs = renderTabBar({
      nav_live_ball_enabled: false,
      nav_real_time_enabled: false,
      nav_expert_enabled: false,
    });
    expect(tabs).toHaveLength(5);
  });
});

describe('navigation switches', () => {
  const on = {
    nav_sports_enabled: true,
    nav_live_ball_enabled: true,
    nav_real_time_enabled: true,
    nav_expert_enabled: true,
  };

  it('hide nothing while on', () => {
    expect(isHiddenBySwitch('/betPages/football/index', on)).toBe(false);
    expect(isHiddenBySwitch('/expertPages/ExpertList', on)).toBe(false);
  });

  it('sports off hides gameplay, betting and live match pages', () => {
    const off = { ...on, nav_sports_enabled: false };
    expect(isHiddenBySwitch('/pages/gameplay/gameplay', off)).toBe(true);
    expect(isHiddenBySwitch('/betPages/basketball/index', off)).toBe(true);
    expect(isHiddenBySwitch('/pages/live-match/detail', off)).toBe(true);
    expect(isHiddenBySwitch('/pages/lottery/lottery-list', off)).toBe(false);
  });

  it('live ball off hides the live match pages only', () => {
    const off = { ...on, nav_live_ball_enabled: false };
    expect(isHiddenBySwitch('/pages/live-match/detail', off)).toBe(true);
    expect(isHiddenBySwitch('/betPages/football/index', off)).toBe(false);
  });

  it('expert off hides the expert promotion and every expert page', () => {
    const off = { ...on, nav_expert_enabled: false };
    expect(isHiddenBySwitch('/pages/expert/promotion-expert', off)).toBe(true);
    expect(isHiddenBySwitch('/expertPages/NewLotteryArticleDetail', off)).toBe(true);
    expect(isHiddenBySwitch('/noticePages/list', off)).toBe(false);
  });
});
