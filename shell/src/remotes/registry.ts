// Who owns which route (ARCHITECTURE.md "Who owns which route"). The shell's own routes are here; each
// remote's come with its release (routeTable.ts), so a remote adding a page under a new prefix needs no
// shell release. The owner is decided from the path alone, so exactly one remote loads, and only when one
// of its routes is visited.
import type { ClaimSet } from './routeTable';

/** A remote's module federation name, as the remotes manifest names it (e.g. mfe_social). */
export type RemoteName = string;
export const SHELL_OWNER = 'shell';

export const SHELL_CLAIMS: ClaimSet = {
  owner: SHELL_OWNER,
  claims: [
    '/',
    '/pages/launch/choose',
    '/pages/home/home',
    '/pages/mine/mine',
    '/pages/customer/customer',
    '/pages/webview/webview',
    '/pages/login/',
    '/ireg',
    '/areg',
    '/pages/download/download',
    '/app-download',
    '/install-tutorial',
    '/pages/logs/logs',
    '/pages/test/',
    '/pages/location/',
    '/minePages/set',
    '/minePages/setApp',
    '/minePages/protection',
  ],
};
