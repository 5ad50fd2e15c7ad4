import '@app/shared/tokens.css';
import './global.css';
import {
  applyStatusBarHeight,
  persistNotificationsPerPlayer,
  startConsistencyCheck,
  useAppConfig,
  userApi,
  useSession,
  watchNetworkStatus,
} from '@app/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemoteModule } from '../remotes';
import { afterFirstScreen } from '../remotes/afterFirstScreen';
import { SHELL_OWNER } from '../remotes/registry';
import { watchReleases } from '../remotes/releases';
import { readClaims, resolveRoute, startRouteTable, watchRouteTable } from '../remotes/routeOwners';
import { App } from './App';
import { watchConfig } from './configWatch';
import { firstScreenCommitted } from './firstScreen';
import { captureLaunchQuery } from './launch';
import { seedHomeBeneath } from './navigation';
import { settledRemoteAddress, watchRemoteAddress } from './remoteAddress';
import { registerServiceWorker } from './serviceWorker';

applyStatusBarHeight();
captureLaunchQuery();
seedHomeBeneath();
startRouteTable();
warmDeepLinkedRemote();
watchReleases();
startConsistencyCheck();
watchNetworkStatus();
startRealtimeAfterFirstScreen();
registerServiceWorker();
// The notification centre keeps each player's notifications on this device until read, cleared or logout.
persistNotificationsPerPlayer();
// Operator switches reach the open app (realtime event, return to the app, periodic check).
watchConfig();
// The API and the realtime host follow the operator's remote address config without a reload.
watchRemoteAddress();
// App info (title, logo, red packet switch, index modal) is asked for once the first screen has committed
// and the page is idle (see firstScreen.ts): nothing on the first screen waits for it, and the HTTP library
// comes with this first request the boot script did not answer.
void firstScreenCommitted.then(() =>
  afterFirstScreen(() => {
    userApi
      .appInfo()
      .then((info) => useSession.getState().setAppInfo(info))
      .catch(() => undefined);
  }),
);

/**
 * Balance and account changes arrive live once a user is logged in (polling when the socket is down). The
 * realtime manager is a chunk of its own, fetched in an idle moment after the first screen (or after 5 s at
 * the latest), so the first screen's scripts and calls (a remote page's too, which may still be
 * loading at the load event) have the network and the CPU to themselves. It connects once the remote address
 * config is known (the operator may have moved the realtime host).
 */
function startRealtimeAfterFirstScreen(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    Promise.all([import('../realtime'), settledRemoteAddress()])
      .then(([{ startRealtime }]) => startRealtime())
      .catch(() => undefined);
  };
  // After the first commit, so the widgets on the first screen (asked for in that commit) come first.
  void firstScreenCommitted.then(() => afterFirstScreen(start));
  setTimeout(start, 5000);
}

/**
 * Opened on a remote's page: its runtime chunk, entry and route table start loading as soon as the claims
 * name the owner, beside React's first render, instead of after it (the page's loader then finds them under way).
 */
function warmDeepLinkedRemote(): void {
  const path = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
  /** Whether the owner is known (and warmed when it is a remote). */
  const warm = (): boolean => {
    const resolution = resolveRoute(path);
    if (resolution.kind === 'owned' && resolution.owner !== SHELL_OWNER) {
      loadRemoteModule(resolution.owner, 'routes').catch(() => undefined);
    }
    return resolution.kind !== 'pending';
  };
  if (warm()) return;
  const stop = watchRouteTable(() => {
    if (warm()) stop();
  });
  readClaims();
}

/**
 * How long the first render waits for the app config. The boot script asked for it beside the page's
 * scripts, so it is usually in already; rendering with the switches in place spares a second render of
 * the whole screen. Without it in time, the defaults render and the switches apply when it arrives.
 */
const CONFIG_WAIT_MS = 300;

function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // A transition: React renders the first screen in slices of a few milliseconds instead of one long task,
  // so the answers and remote chunks arriving meanwhile are handled at once (App removes the launch screen).
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(<App />));
}

void Promise.race([
  useAppConfig.getState().load(),
  new Promise((resolve) => setTimeout(resolve, CONFIG_WAIT_MS)),
]).then(renderApp);
