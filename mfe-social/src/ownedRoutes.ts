// The routes this remote claims: exact paths, and every path under a prefix ending in '/'. Its build
// publishes them in mf-manifest.json (metaData.ownedRoutes) and the shell routes by them at runtime, so a page
// under a new prefix ships with this remote's release alone. pages/titles.ts accepts only paths claimed here.
export const OWNED_ROUTES = [
  '/pages/activity/activity',
  '/activityPages/',
  '/pages/signin/',
  '/pages/expert/',
  '/expertPages/',
  '/planPages/',
  '/syndicatePages/',
  '/noticePages/',
  '/agentPages/',
  // Beside the shell's settings pages under /minePages/: each claimed on its own.
  '/minePages/vip',
  '/minePages/invite',
  '/minePages/referrals',
  '/minePages/rewards',
  '/minePages/rules',
  '/minePages/ranking',
  '/minePages/agent-apply',
  '/minePages/messages',
  '/minePages/message-detail',
  '/minePages/globalrankings',
] as const;
