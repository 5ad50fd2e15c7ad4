import { DEFAULT_APP_CONFIG, unreadMessages, useAppConfig } from '@app/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';
import { closedAreaOf } from './tabs';

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
    expect(closedAreaOf('/betPages/football/index', on)).toBeNull();
    expect(closedAreaOf('/expertPages/ExpertList', on)).toBeNull();
  });

  it('sports off hides gameplay, betting and live match pages', () => {
    const off = { ...on, nav_sports_enabled: false };
    expect(closedAreaOf('/pages/gameplay/gameplay', off)).toBe('体育竞猜');
    expect(closedAreaOf('/betPages/basketball/index', off)).not.toBeNull();
    expect(closedAreaOf('/pages/live-match/detail', off)).not.toBeNull();
    expect(closedAreaOf('/pages/lottery/lottery-list', off)).toBeNull();
  });

  it('closes the live match page only when both 滚球 and 即时比分 are off (they share it)', () => {
    const liveOff = { ...on, nav_live_ball_enabled: false };
    expect(closedAreaOf('/pages/live-match/detail', liveOff)).toBeNull();
    const bothOff = { ...liveOff, nav_real_time_enabled: false };
    expect(closedAreaOf('/pages/live-match/detail', bothOff)).toBe('滚球与即时比分');
    expect(closedAreaOf('/betPages/football/index', bothOff)).toBeNull();
  });

  it('fanshui 0 closes the rebate pages', () => {
    expect(closedAreaOf('/financePages/rebaterecord', { ...on, fanshui: 0 })).toBe('返水');
    expect(closedAreaOf('/financePages/rebatedetail', { ...on, fanshui: '0' })).toBe('返水');
    expect(closedAreaOf('/financePages/rebaterecord', { ...on, fanshui: 1 })).toBeNull();
    expect(closedAreaOf('/financePages/billdetails', { ...on, fanshui: 0 })).toBeNull();
  });

  it('expert off hides the expert promotion and every expert page', () => {
    const off = { ...on, nav_expert_enabled: false };
    expect(closedAreaOf('/pages/expert/promotion-expert', off)).not.toBeNull();
    expect(closedAreaOf('/expertPages/NewLotteryArticleDetail', off)).not.toBeNull();
    expect(closedAreaOf('/noticePages/list', off)).toBeNull();
  });
});
