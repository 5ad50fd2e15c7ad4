import { applyThemeColor, LoadingHost, ToastHost, useAppConfig, useSession } from '@app/shared';
import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { ReleasePrompt } from '../remotes/ReleasePrompt';
import { AppRoutes } from './AppRoutes';
import { siteClosed } from './configWatch';
import { Maintenance } from './Maintenance';

/** theme_color from the app config overrides the accent token everywhere (shell and remotes). */
function useThemeColor(color: unknown) {
  useEffect(() => {
    const applied = applyThemeColor(color);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', applied);
  }, [color]);
}

/** The logo loading screen of index.html stays until React has committed the first screen. */
function useRemoveLaunchScreen() {
  useEffect(() => {
    requestAnimationFrame(() => document.getElementById('app-launch')?.remove());
  }, []);
}

export function App() {
  // Only the values it shows: a config load that changes none of them (every load replaces the config
  // object) must not re-render the whole app beneath.
  const closed = useAppConfig((state) => siteClosed(state.config));
  const configTips = useAppConfig((state) => state.config.repair_tips);
  const themeColor = useAppConfig((state) => state.config.theme_color);
  const appInfoTips = useSession((state) => (closed ? state.appInfo?.repair_tips : undefined));
  const repairTips = typeof configTips === 'string' ? configTips : appInfoTips;
  useThemeColor(themeColor);
  useRemoveLaunchScreen();
  return (
    <HashRouter>
      {closed ? <Maintenance tips={repairTips} /> : <AppRoutes />}
      <ToastHost />
      <LoadingHost />
      <ReleasePrompt />
    </HashRouter>
  );
}
