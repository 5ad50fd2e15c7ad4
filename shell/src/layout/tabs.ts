import type { AppConfig } from '@app/shared';

export type TabId = 'home' | 'activity' | 'gameplay' | 'customer' | 'mine';

export interface TabItem {
  id: TabId;
  path: string;
  label: string;
}

// SPEC 2: five tabs in this order.
export const TABS: TabItem[] = [
  { id: 'home', path: '/pages/home/home', label: '首页' },
  { id: 'activity', path: '/pages/activity/activity', label: '活动' },
  { id: 'gameplay', path: '/pages/gameplay/gameplay', label: '竞猜' },
  { id: 'customer', path: '/pages/customer/customer', label: '客服' },
  { id: 'mine', path: '/pages/mine/mine', label: '我的' },
];

type NavSwitches = Pick<
  AppConfig,
  'nav_sports_enabled' | 'nav_live_ball_enabled' | 'nav_real_time_enabled' | 'nav_expert_enabled'
>;

/**
 * What each navigation switch hides when it is false (route prefixes; a hidden route redirects home):
 * - nav_sports_enabled: the 竞猜 (gameplay) tab and every sports betting page.
 * - nav_live_ball_enabled: live ball (滚球) — the live match pages; mfe_sports also hides its 滚球 entry.
 * - nav_real_time_enabled: real-time (即时) scores — no page of its own; mfe_sports hides its 即时比分 entry.
 * - nav_expert_enabled: expert promotion, expert lists and expert articles.
 */
const HIDDEN_WHEN_OFF: Record<keyof NavSwitches, string[]> = {
  nav_sports_enabled: ['/pages/gameplay/gameplay', '/betPages/', '/pages/live-match/'],
  nav_live_ball_enabled: ['/pages/live-match/'],
  nav_real_time_enabled: [],
  nav_expert_enabled: ['/pages/expert/', '/expertPages/'],
};

export function isHiddenBySwitch(path: string, config: NavSwitches): boolean {
  return (Object.keys(HIDDEN_WHEN_OFF) as (keyof NavSwitches)[]).some(
    (key) => config[key] === false && HIDDEN_WHEN_OFF[key].some((prefix) => path.startsWith(prefix)),
  );
}

export function visibleTabs(config: NavSwitches): TabItem[] {
  return TABS.filter((tab) => !isHiddenBySwitch(tab.path, config));
}

export function isTabRoot(path: string): boolean {
  return TABS.some((tab) => tab.path === path);
}
