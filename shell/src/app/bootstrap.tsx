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
import { createRoot } from 'react-dom/client';
import { startRealtime } from '../realtime';
import { installRemoteErrorPlugin } from '../remotes/federation';
import { watchReleases } from '../remotes/releases';
import { App } from './App';
import { watchConfig } from './configWatch';
import { captureLaunchQuery } from './launch';
import { seedHomeBeneath } from './navigation';
import { watchRemoteAddress } from './remoteAddress';

applyStatusBarHeight();
captureLaunchQuery();
seedHomeBeneath();
installRemoteErrorPlugin();
watchReleases();
startConsistencyCheck();
watchNetworkStatus();
// Balance and account changes arrive live once a user is logged in (polling when the socket is down).
startRealtime();
// The notification centre keeps each player's notifications on this device until read, cleared or logout.
persistNotificationsPerPlayer();
// Config and app info load in the background: defaults render at once, the switches apply when they arrive.
void useAppConfig.getState().load();
// Operator switches reach the open app (realtime event, return to the app, periodic check).
watchConfig();
// The API and the realtime host follow the operator's remote address config without a reload.
watchRemoteAddress();
userApi
  .appInfo()
  .then((info) => useSession.getState().setAppInfo(info))
  .catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<App />);
// The logo loading screen of index.html stays until React has painted.
requestAnimationFrame(() => document.getElementById('app-launch')?.remove());
