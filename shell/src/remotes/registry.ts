// Who owns which route (ARCHITECTURE.md "Who owns which route"). The shell decides the owner from the path
// alone, so it can load exactly one remote, and only when one of its routes is visited.
export const REMOTE_NAMES = ['mfe_sports', 'mfe_lottery', 'mfe_finance', 'mfe_social'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = 'shell' | RemoteName;

interface OwnerRule {
  /** An exact path, or a prefix when it ends with '/'. */
  match: string;
  owner: RouteOwner;
}

const SOCIAL_MINE_PAGES = [
  'vip',
  'invite',
  'referrals',
  'rewards',
  'rules',
  'ranking',
  'agent-apply',
  'messages',
  'message-detail',
  'globalrankings',
];

export const OWNER_RULES: OwnerRule[] = [
  // shell
  { match: '/', owner: 'shell' },
  { match: '/pages/launch/choose', owner: 'shell' },
  { match: '/pages/home/home', owner: 'shell' },
  { match: '/pages/mine/mine', owner: 'shell' },
  { match: '/pages/customer/customer', owner: 'shell' },
  { match: '/pages/webview/webview', owner: 'shell' },
  { match: '/pages/login/', owner: 'shell' },
  { match: '/ireg', owner: 'shell' },
  { match: '/areg', owner: 'shell' },
  { match: '/pages/download/download', owner: 'shell' },
  { match: '/app-download', owner: 'shell' },
  { match: '/install-tutorial', owner: 'shell' },
  { match: '/pages/logs/logs', owner: 'shell' },
  { match: '/pages/test/', owner: 'shell' },
  { match: '/pages/location/', owner: 'shell' },
  { match: '/minePages/set', owner: 'shell' },
  { match: '/minePages/setApp', owner: 'shell' },
  { match: '/minePages/protection', owner: 'shell' },
  // mfe-sports
  { match: '/pages/gameplay/gameplay', owner: 'mfe_sports' },
  { match: '/betPages/', owner: 'mfe_sports' },
  { match: '/pages/live-match/', owner: 'mfe_sports' },
  // mfe-lottery
  { match: '/pages/lottery/', owner: 'mfe_lottery' },
  { match: '/pages/game/game', owner: 'mfe_lottery' },
  { match: '/gamelistPages/', owner: 'mfe_lottery' },
  // mfe-finance
  { match: '/financePages/', owner: 'mfe_finance' },
  { match: '/pages/payment/', owner: 'mfe_finance' },
  // mfe-social
  { match: '/pages/activity/activity', owner: 'mfe_social' },
  { match: '/activityPages/', owner: 'mfe_social' },
  { match: '/pages/signin/', owner: 'mfe_social' },
  { match: '/pages/expert/', owner: 'mfe_social' },
  { match: '/expertPages/', owner: 'mfe_social' },
  { match: '/noticePages/', owner: 'mfe_social' },
  { match: '/agentPages/', owner: 'mfe_social' },
  ...SOCIAL_MINE_PAGES.map((page): OwnerRule => ({ match: `/minePages/${page}`, owner: 'mfe_social' })),
];

/** The owner of a route path, or null when no area owns it (the shell then shows its 404 page). */
export function ownerOf(path: string): RouteOwner | null {
  for (const rule of OWNER_RULES) {
    const hit =
      rule.match.endsWith('/') && rule.match !== '/' ? path.startsWith(rule.match) : path === rule.match;
    if (hit) return rule.owner;
  }
  return null;
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
