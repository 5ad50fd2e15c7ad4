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

/** The operator switches that close areas of the app (app config; fanshui comes with it). */
export type AreaSwitches = Pick<
  AppConfig,
  'nav_sports_enabled' | 'nav_live_ball_enabled' | 'nav_real_time_enabled' | 'nav_expert_enabled'
> & { fanshui?: unknown };

interface ClosableArea {
  /** What the player is told: `${name}已关闭`. */
  name: string;
  /** Route prefixes of the area. */
  routes: string[];
  closed: (config: AreaSwitches) => boolean;
}

/**
 * What each switch closes (tab, entries and widgets leading there, and the pages themselves: a deep link
 * lands on home with a toast). 滚球 and 即时比分 share the live match page, open while either is on.
 */
const CLOSABLE_AREAS: ClosableArea[] = [
  {
    name: '体育竞猜',
    routes: ['/pages/gameplay/gameplay', '/betPages/', '/pages/live-match/'],
    closed: (config) => config.nav_sports_enabled === false,
  },
  {
    name: '滚球与即时比分',
    routes: ['/pages/live-match/'],
    closed: (config) => config.nav_live_ball_enabled === false && config.nav_real_time_enabled === false,
  },
  {
    name: '专家推荐',
    routes: ['/pages/expert/', '/expertPages/'],
    closed: (config) => config.nav_expert_enabled === false,
  },
  {
    name: '返水',
    routes: ['/financePages/rebate'],
    closed: (config) => config.fanshui !== undefined && Number(config.fanshui) === 0,
  },
];

/** The name of the switched-off area a path belongs to, or null while it is open. */
export function closedAreaOf(path: string, config: AreaSwitches): string | null {
  const area = CLOSABLE_AREAS.find(
    (candidate) => candidate.closed(config) && candidate.routes.some((prefix) => path.startsWith(prefix)),
  );
  return area?.name ?? null;
}

export function visibleTabs(config: AreaSwitches): TabItem[] {
  return TABS.filter((tab) => !closedAreaOf(tab.path, config));
}

export function isTabRoot(path: string): boolean {
  return TABS.some((tab) => tab.path === path);
}
