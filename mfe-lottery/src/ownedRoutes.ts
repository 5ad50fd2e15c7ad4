// The routes this remote claims: exact paths, and every path under a prefix ending in '/'. Its build
// publishes them in mf-manifest.json (metaData.ownedRoutes) and the shell routes by them at runtime, so a page
// under a new prefix ships with this remote's release alone. pages/titles.ts accepts only paths claimed here.
export const OWNED_ROUTES = ['/pages/lottery/', '/pages/game/game', '/gamelistPages/'] as const;
